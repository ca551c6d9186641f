import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { BOOT_ENTRY, deferredStart } from './vite/deferred-start.ts';
import { cssVariablesResolver, theme } from './src/app/theme.ts';
import { lightSchemeOnly } from './vite/light-scheme-only.ts';
import { precompress } from './vite/precompress.ts';
import { mantineThemeVariables } from './vite/theme-variables.ts';

/** Where the API server listens in development (apps/server, default PORT). */
const DEV_API_TARGET = 'http://localhost:3000';

const HOST_NAME =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** `PRODUCTION_HOSTS`: comma-separated host names, e.g. `hangyeol.co.kr,www.hangyeol.co.kr`. */
function productionHosts(value: string | undefined): string {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const invalid = hosts.find((host) => !HOST_NAME.test(host));
  if (invalid !== undefined) {
    throw new Error(`PRODUCTION_HOSTS: "${invalid}" is not a host name (no scheme, port or path).`);
  }
  return hosts.join(',');
}

/** `DEV_API_ORIGIN`: an http(s) origin such as `https://dev.example.com`; empty means same origin. */
function devApiOrigin(value: string | undefined): string {
  const origin = (value ?? '').trim();
  if (origin === '') return '';
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`DEV_API_ORIGIN: "${origin}" is not a URL.`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
    throw new Error(`DEV_API_ORIGIN: "${origin}" must be an http(s) origin without a path.`);
  }
  return url.origin;
}

/** Chunks every public page needs, split by how often they change so browsers keep them cached. */
const initialGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|clsx)/ },
  { name: 'vendor', test: /node_modules[\\/]/ },
  // The app's own helpers of the first download (i18n, API client, …). Lazy pages use some of
  // them too, and the bundler would give each such module a chunk of its own: a few hundred
  // bytes, each costing a request with a kilobyte of headers.
  { name: 'lib', test: /src[\\/]lib[\\/]/ },
];
/**
 * zod, for the lazy chunks that validate (forms, stored data, the admin); public pages' first
 * download has none (decision 12). Its configuration rides with it and runs as the chunk loads,
 * before any chunk importing zod builds a schema (src/lib/zod-config.ts).
 */
const zodGroup = { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/ };

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiProxy = { '/api': { target: DEV_API_TARGET } };

  return {
    plugins: [
      mantineThemeVariables(theme, cssVariablesResolver),
      lightSchemeOnly(),
      react(),
      deferredStart(),
      precompress(),
    ],
    define: {
      // Read by src/lib/api-client.ts to choose the API base (DESIGN §5).
      'import.meta.env.PRODUCTION_HOSTS': JSON.stringify(productionHosts(env.PRODUCTION_HOSTS)),
      'import.meta.env.DEV_API_ORIGIN': JSON.stringify(devApiOrigin(env.DEV_API_ORIGIN)),
    },
    server: { proxy: apiProxy },
    preview: { proxy: apiProxy },
    // The server entry (entry-server.tsx) is one self-contained module: production needs no
    // web packages resolved at run time.
    ssr: { noExternal: true },
    build: isSsrBuild
      ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
      : {
          outDir: 'dist',
          assetsDir: 'assets',
          // The server links a rendered page's own chunks and CSS from it (src/app/page-assets.ts).
          manifest: true,
          rolldownOptions: {
            input: { index: 'index.html', [BOOT_ENTRY]: 'src/boot.ts' },
            output: {
              codeSplitting: {
                // `$initial` keeps code used only by lazy routes (the admin) out of these shared
                // chunks, so it stays in the lazy chunks and visitors never download it.
                groups: [
                  { ...zodGroup, priority: initialGroups.length + 1 },
                  ...initialGroups.map((group, index) => ({
                    ...group,
                    tags: ['$initial' as const],
                    priority: initialGroups.length - index,
                  })),
                ],
              },
            },
          },
        },
  };
});
