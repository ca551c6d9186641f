import { expect, test } from 'vitest';
import { siteFontHead } from './site-font';

test('preloads and declares the site font, for the weights the pages use', () => {
  const head = siteFontHead('/fonts/site-abcdefghijklmnop.woff2');
  expect(head).toContain(
    '<link rel="preload" href="/fonts/site-abcdefghijklmnop.woff2" as="font" type="font/woff2" crossorigin="">',
  );
  expect(head).toContain(
    `@font-face{font-family:'Pretendard Site';src:url(/fonts/site-abcdefghijklmnop.woff2) format("woff2");font-weight:400 800;font-display:swap}`,
  );
});

test('without a site font the page declares none', () => {
  expect(siteFontHead(undefined)).toBe('');
});
