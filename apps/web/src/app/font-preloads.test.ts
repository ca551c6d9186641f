import { expect, test } from 'vitest';
import { fontFilesOf, fontPreloads } from './font-preloads';

const css = [
  `@font-face{font-family:P;src:url(/assets/latin-1a.woff2)format("woff2");unicode-range:U+0020-007E,U+00B7}`,
  `@font-face{font-family:P;src:url("/assets/hangul-2b.woff2") format("woff2-variations");unicode-range:U+AC00-AC10, U+D55C}
   @font-face{font-family:P;src:url(/assets/rare-3c.woff2);unicode-range:U+D7A3}
   @font-face{font-family:Whole;src:url(/assets/whole.woff2)}`,
];

const hrefsOf = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);

test('preloads the files that draw the text, the most used first', () => {
  const files = fontFilesOf(css);
  // 한 (U+D55C) three times, Latin twice ("ab"), 가 (U+AC00) once: Hangul first.
  const links = fontPreloads(files, '한한ab한가');
  expect(hrefsOf(links)).toEqual(['/assets/hangul-2b.woff2', '/assets/latin-1a.woff2']);
  expect(links).toContain('as="font" type="font/woff2" crossorigin=""');
});

test('a file whose characters the page does not use is not preloaded', () => {
  expect(hrefsOf(fontPreloads(fontFilesOf(css), 'plain text'))).toEqual(['/assets/latin-1a.woff2']);
});

test('a face without a unicode-range is no subset and never preloaded', () => {
  const files = fontFilesOf(css);
  expect(files.hrefs).not.toContain('/assets/whole.woff2');
  expect(fontPreloads(files, '🙂 emoji only')).toBe(
    '<link rel="preload" href="/assets/latin-1a.woff2" as="font" type="font/woff2" crossorigin="">',
  );
});

test('without web fonts there is nothing to preload', () => {
  expect(fontPreloads(fontFilesOf(['body{color:red}']), '한결')).toBe('');
});
