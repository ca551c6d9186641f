import type { Plugin } from 'vite';

/**
 * Fetches the app's scripts at low priority. Public pages arrive rendered (decision 0010), so
 * the stylesheets, fonts and pictures that draw them come first and the code that makes them
 * interactive after; the admin's shell has nothing else to fetch, so loses nothing.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}
