import { expect, test } from 'vitest';
import { type BuildManifest, pageAssets } from './page-assets';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    imports: ['_react.js'],
    isEntry: true,
  },
  '_react.js': { file: 'assets/react-2.js' },
  '_card.js': { file: 'assets/card-3.js', css: ['assets/card-3.css'], imports: ['_react.js'] },
  'src/app/routes/public/about-page.tsx': {
    file: 'assets/about-4.js',
    css: ['assets/about-4.css'],
    imports: ['_card.js', '_react.js'],
  },
  'node_modules/fonts/all.css': { file: 'assets/all-5.css' },
};
const template =
  '<script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/index-1.css">';

test("a lazy page's own CSS and code, and its imports', without what index.html links", () => {
  expect(pageAssets(manifest, template).of(['src/app/routes/public/about-page.tsx'])).toEqual({
    stylesheets: ['/assets/about-4.css', '/assets/card-3.css'],
    scripts: ['/assets/about-4.js', '/assets/card-3.js', '/assets/react-2.js'],
  });
});

test('modules the build does not know add nothing', () => {
  expect(pageAssets(manifest, template).of(['src/nowhere.tsx'])).toEqual({
    stylesheets: [],
    scripts: [],
  });
});
