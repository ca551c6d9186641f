import type { Plugin } from 'vite';

/**
 * Preloads the web-font files whose source names match `patterns`, by their hashed names: the
 * browser fetches them with the page instead of after the CSS says it needs them, so text is
 * drawn in its own font sooner and swaps less.
 */
export function preloadFonts(patterns: RegExp[]): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.values(bundle ?? {}).filter(
          (file) =>
            file.type === 'asset' &&
            file.originalFileNames.some((name) => patterns.some((pattern) => pattern.test(name))),
        );
        return fonts.map((font) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${font.fileName}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head',
        }));
      },
    },
  };
}
