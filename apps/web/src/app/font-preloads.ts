/**
 * Preloads of the web-font files a page's text needs. Pretendard comes split by `unicode-range`
 * into about ninety files; a browser learns which ones a page needs only after laying the page
 * out, and then fetches them late. The server knows the text it rendered, so it names them at
 * once, and the browser fetches them beside the CSS.
 */

/** The highest code point the lookup covers: Hangul, CJK and Latin all lie below it. */
const BASIC_PLANE = 0x10000;

/** Preloads beyond this many would compete with the page's own images. */
const MAX_PRELOADS = 24;

export type FontFiles = {
  /** The file (by its URL) that draws each code point of the basic plane, as an index into `hrefs`. */
  fileOf: Uint8Array;
  hrefs: string[];
};

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const WOFF2_SOURCE = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/;
const UNICODE_RANGE = /unicode-range\s*:\s*([^;}]+)/;
const RANGE = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i;

/** The woff2 files of the `@font-face` rules in `stylesheets` and the code points each covers. */
export function fontFilesOf(stylesheets: string[]): FontFiles {
  const fileOf = new Uint8Array(BASIC_PLANE);
  const hrefs: string[] = [];
  for (const css of stylesheets) {
    for (const [, rule = ''] of css.matchAll(FONT_FACE)) {
      const href = WOFF2_SOURCE.exec(rule)?.[1];
      const ranges = UNICODE_RANGE.exec(rule)?.[1];
      // A file without a range covers everything: it is no subset, so nothing to choose.
      if (href === undefined || ranges === undefined || hrefs.length === 255) continue;
      hrefs.push(href);
      for (const range of ranges.split(',')) {
        const bounds = RANGE.exec(range.trim());
        if (bounds === null) continue;
        const first = Number.parseInt(bounds[1] ?? '', 16);
        const last = Math.min(Number.parseInt(bounds[2] ?? bounds[1] ?? '', 16), BASIC_PLANE - 1);
        // 0 means "no file", so indices are stored one up.
        fileOf.fill(hrefs.length, first, last + 1);
      }
    }
  }
  return { fileOf, hrefs };
}

/** `<link rel="preload">` for the font files drawing `text`, the most used first. */
export function fontPreloads({ fileOf, hrefs }: FontFiles, text: string): string {
  if (hrefs.length === 0) return '';
  const uses = new Uint32Array(hrefs.length + 1);
  for (let index = 0; index < text.length; index++) {
    // Surrogate halves (emoji and rarer scripts) map to no file: none of ours draws them.
    const file = fileOf[text.charCodeAt(index)] ?? 0;
    uses[file] = (uses[file] ?? 0) + 1;
  }
  const used = hrefs
    .map((href, index) => ({ href, count: uses[index + 1] ?? 0 }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_PRELOADS);
  return used
    .map(
      ({ href }) =>
        `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="">`,
    )
    .join('\n    ');
}
