import type { Plugin } from 'vite';

/** The name of the boot entry in the build's inputs (vite.config.ts). */
export const BOOT_ENTRY = 'boot';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Hands index.html's entry script and module preloads to the boot script (src/boot.ts), which
 * starts the app after the first paint: the browser fetches nothing but what draws the page
 * until then.
 */
export function deferredStart(): Plugin {
  return {
    name: 'deferred-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === BOOT_ENTRY,
        );
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (boot === undefined || entry === undefined) {
          throw new Error('deferred-start: the build has no boot chunk or index.html no entry');
        }
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(
            ENTRY_SCRIPT,
            `<script type="module" crossorigin src="/${boot.fileName}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
          );
      },
    },
  };
}
