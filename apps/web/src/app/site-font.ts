/**
 * The site font: Pretendard cut down by the server to the characters the site's words and
 * content use (one file, about 100 KB, all weights the pages use). A rendered page declares and
 * preloads it, and the theme names it first; a character it lacks falls back, glyph by glyph,
 * to Pretendard Variable's `unicode-range` files, which arrive with the app (main.tsx).
 */

/** The family pages give the site font; theme.ts names it before Pretendard Variable. */
export const SITE_FONT_FAMILY = 'Pretendard Site';

/** The `<head>` part declaring and preloading the site font at `href`, if there is one. */
export function siteFontHead(href: string | undefined): string {
  if (href === undefined) return '';
  return [
    `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="">`,
    `<style>@font-face{font-family:'${SITE_FONT_FAMILY}';src:url(${href}) format("woff2");font-weight:400 800;font-display:swap}</style>`,
  ].join('\n    ');
}
