import sanitizeHtml from 'sanitize-html';

/**
 * Images may only come from our own image library, served same-origin under `/api/media/`
 * (modules/image). A strict character set (no `:`, `\`, `%`, `?` or `..` segments) rules out
 * schemes, encoded tricks and paths that climb out of the media folder.
 */
const MEDIA_URL = /^\/api\/media(?:\/[A-Za-z0-9._~-]+)+$/;
export const isMediaUrl = (url: string) =>
  MEDIA_URL.test(url) && !url.split('/').some((segment) => segment === '.' || segment === '..');

const SIZE = /^\d{1,4}$/;
const LINK_REL = 'noopener noreferrer';

/**
 * The allow-list matches what our Tiptap editor produces (StarterKit, links,
 * images, tables, text alignment). Anything else is dropped, never escaped into view.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    // Text alignment is the only style the editor writes; allowedStyles narrows it further.
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: {
    '*': { 'text-align': [/^(?:left|right|center|justify)$/] },
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images are further limited to our media URLs by the filter below.
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Drop these with everything inside them instead of keeping their text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'svg',
    'math',
    'select',
    'button',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title, target } = attribs;
      return {
        tagName,
        attribs: {
          ...(href === undefined ? {} : { href }),
          ...(title === undefined ? {} : { title }),
          // A new tab only together with rel, so the opened page cannot reach window.opener.
          ...(target === '_blank' ? { target } : {}),
          rel: LINK_REL,
        },
      };
    },
    img: (tagName, attribs) => {
      const { src, alt, title, width, height } = attribs;
      return {
        tagName,
        attribs: {
          ...(src !== undefined && isMediaUrl(src.trim()) ? { src: src.trim() } : {}),
          alt: alt ?? '',
          ...(title === undefined ? {} : { title }),
          ...(width !== undefined && SIZE.test(width) ? { width } : {}),
          ...(height !== undefined && SIZE.test(height) ? { height } : {}),
        },
      };
    },
  },
  // An image without an acceptable source is removed entirely rather than left broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Rich HTML from an editor, reduced to the allow-list. Every stored rich-text field goes through this. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The visible text of rich HTML (for search and excerpts), entities decoded. */
export function richTextToPlain(html: string): string {
  const escaped = sanitizeHtml(
    html.replace(/<\/(?:p|h[1-6]|li|td|th|blockquote|pre)>|<br\s*\/?>/gi, '$& '),
    {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: OPTIONS.nonTextTags,
    },
  );
  // sanitize-html re-escapes exactly these four characters in text.
  return escaped
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
