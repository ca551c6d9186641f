/**
 * The web font a page needs first. Pretendard comes split by `unicode-range` into about ninety
 * files, and a page's text touches a dozen of them (350 KB on the home page). The two or three
 * files holding most of its characters are preloaded and declared in the page itself; the full
 * set of declarations arrives with the app, after the page is painted (main.tsx), so the rest
 * never competes with what draws the page. The server knows the text it rendered, so it chooses.
 */

/** The highest code point the lookup covers: Hangul, CJK and Latin all lie below it. */
const BASIC_PLANE = 0x10000;

/** Files to declare up front: those drawing this share of the page's characters... */
const COVERAGE = 0.9;
/** ...but no more than this many (25 KB each). */
const MAX_FILES = 3;

export type FontFiles = {
  /** The file (by its URL) that draws each code point of the basic plane, as an index into `hrefs`. */
  fileOf: Uint8Array;
  hrefs: string[];
  /** The `@font-face` rule declaring each file. */
  rules: string[];
};

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const WOFF2_SOURCE = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/;
const UNICODE_RANGE = /unicode-range\s*:\s*([^;}]+)/;
const RANGE = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i;

/** The woff2 files of the `@font-face` rules in `stylesheets` and the code points each covers. */
export function fontFilesOf(stylesheets: string[]): FontFiles {
  const fileOf = new Uint8Array(BASIC_PLANE);
  const hrefs: string[] = [];
  const rules: string[] = [];
  for (const css of stylesheets) {
    for (const [rule] of css.matchAll(FONT_FACE)) {
      const href = WOFF2_SOURCE.exec(rule)?.[1];
      const ranges = UNICODE_RANGE.exec(rule)?.[1];
      // A file without a range covers everything: it is no subset, so nothing to choose.
      if (href === undefined || ranges === undefined || hrefs.length === 255) continue;
      hrefs.push(href);
      rules.push(rule);
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
  return { fileOf, hrefs, rules };
}

/** Elements whose content is not drawn text: the app's data and styles. */
const UNDRAWN = ['script', 'style'] as const;

/** Where an undrawn element starting at `index` ends, or `index` when none starts there. */
function pastUndrawn(html: string, index: number): number {
  for (const name of UNDRAWN) {
    if (html.startsWith(name, index + 1)) {
      const end = html.indexOf(`</${name}>`, index);
      return end === -1 ? html.length : end + name.length + 3;
    }
  }
  return index;
}

/**
 * The files drawing most of the text of `html` (not its markup, nor its scripts' data, which a
 * rendered page carries for the app to start from), the most used first.
 */
function mainFiles({ fileOf, hrefs }: FontFiles, html: string): number[] {
  const uses = new Uint32Array(hrefs.length + 1);
  // From one tag to the next: the text between is counted, the markup jumped over.
  for (let index = 0; index < html.length;) {
    const tag = html.indexOf('<', index);
    const textEnd = tag === -1 ? html.length : tag;
    for (; index < textEnd; index++) {
      // Surrogate halves (emoji and rarer scripts) map to no file: none of ours draws them.
      const file = fileOf[html.charCodeAt(index)] ?? 0;
      uses[file] = (uses[file] ?? 0) + 1;
    }
    if (tag === -1) break;
    const past = pastUndrawn(html, tag);
    const tagEnd = past > tag ? past : html.indexOf('>', tag) + 1;
    index = tagEnd === 0 ? html.length : tagEnd;
  }
  const drawn = uses.reduce((sum, count, file) => (file === 0 ? sum : sum + count), 0);
  const ranked = hrefs
    .map((_, index) => ({ index, count: uses[index + 1] ?? 0 }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
  const chosen: number[] = [];
  let covered = 0;
  for (const { index, count } of ranked) {
    if (chosen.length === MAX_FILES || covered >= drawn * COVERAGE) break;
    chosen.push(index);
    covered += count;
  }
  return chosen;
}

/** The `<head>` part declaring and preloading the font files that draw most of `html`'s text. */
export function criticalFonts(files: FontFiles, html: string): string {
  const chosen = mainFiles(files, html);
  if (chosen.length === 0) return '';
  const preloads = chosen.map(
    (index) =>
      `<link rel="preload" href="${files.hrefs[index] ?? ''}" as="font" type="font/woff2" crossorigin="">`,
  );
  const rules = chosen.map((index) => files.rules[index] ?? '').join('');
  return [...preloads, `<style data-critical-fonts>${rules}</style>`].join('\n    ');
}
