import { expect, test } from 'vitest';
import { criticalFonts, fontFilesOf } from './font-preloads';

const latin = `@font-face{font-family:P;src:url(/assets/latin-1a.woff2)format("woff2");unicode-range:U+0020-007E,U+00B7}`;
const common = `@font-face{font-family:P;src:url("/assets/common-2b.woff2") format("woff2-variations");unicode-range:U+AC00-AC10, U+D55C}`;
const rare = `@font-face{font-family:P;src:url(/assets/rare-3c.woff2);unicode-range:U+D7A3}`;
const whole = `@font-face{font-family:Whole;src:url(/assets/whole.woff2)}`;
const files = fontFilesOf([latin, `${common}\n   ${rare}\n${whole}`]);

const preloaded = (head: string) =>
  [...head.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(([, href]) => href);

test('declares and preloads the files drawing most of the text, the most used first', () => {
  // 한 (U+D55C) five times, "ab" twice, 힣 (U+D7A3) once: the common file, then Latin.
  const head = criticalFonts(files, '<p class="zzzzzzzzzzzz">한한한한한 ab 힣</p>');
  expect(preloaded(head)).toEqual(['/assets/common-2b.woff2', '/assets/latin-1a.woff2']);
  expect(head).toContain('as="font" type="font/woff2" crossorigin=""');
  // Declared in the page, exactly as the stylesheet declares them.
  expect(head).toContain(`<style data-critical-fonts>${common}${latin}</style>`);
});

test('the markup is no text: class names and attributes choose no file', () => {
  const head = criticalFonts(
    files,
    '<div class="abcdefghijklmnopqrstuvwxyz" title="ab">한결</div>',
  );
  expect(preloaded(head)).toEqual(['/assets/common-2b.woff2']);
});

test("scripts and styles are no text: the app's data chooses no file", () => {
  const head = criticalFonts(
    files,
    '<script>window.__data = {"name": "abcdefghijklmnopqrstuvwxyz"}</script><p>한결</p>' +
      '<style>.x{content:"abcdefghij"}</style><script type="module" src="/a.js"></script>',
  );
  expect(preloaded(head)).toEqual(['/assets/common-2b.woff2']);
});

test('stops once 90% of the characters are covered, and at three files', () => {
  // Nine 한 and one 힣: the rare file is left to the full declarations.
  expect(preloaded(criticalFonts(files, '한한한한한한한한한힣'))).toEqual([
    '/assets/common-2b.woff2',
  ]);
});

test('a face without a unicode-range is no subset and never chosen', () => {
  expect(files.hrefs).not.toContain('/assets/whole.woff2');
  expect(criticalFonts(files, '🙂')).toBe('');
});

test('without web fonts there is nothing to declare', () => {
  expect(criticalFonts(fontFilesOf(['body{color:red}']), '한결')).toBe('');
});
