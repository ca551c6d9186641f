import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';

/*
 * Catalogues are `src/locales/<language>/<namespace>.json`; a new file is picked up without
 * touching this module (declare its type in i18next.d.ts). Only the default language's public
 * namespaces ship with the entry, so a Korean page needs no extra request; English and the
 * staff's namespaces (`admin*`, `auth` for signing in, `richText` for the editor) are fetched
 * when a page first needs them (see `initI18n`, `loadNamespaces`).
 */
// The default language (DEFAULT_LANGUAGE): a glob takes no variables.
const bundledFiles = import.meta.glob<ResourceKey>(
  [
    '../../locales/ko/*.json',
    '!../../locales/ko/admin*.json',
    '!../../locales/ko/auth.json',
    '!../../locales/ko/richText.json',
  ],
  { eager: true, import: 'default' },
);
const lazyFiles = {
  ...import.meta.glob<ResourceKey>(
    ['../../locales/*/admin*.json', '../../locales/*/auth.json', '../../locales/*/richText.json'],
    { import: 'default' },
  ),
  ...import.meta.glob<ResourceKey>(['../../locales/*/*.json', '!../../locales/ko/*.json'], {
    import: 'default',
  }),
};

const CATALOGUE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

function catalogueName(path: string): { language: string; namespace: string } | null {
  const match = CATALOGUE_PATH.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { language: match[1], namespace: match[2] };
}

function bundledResources(): Record<string, Record<string, ResourceKey>> {
  const resources: Record<string, Record<string, ResourceKey>> = {};
  for (const [path, catalogue] of Object.entries(bundledFiles)) {
    const name = catalogueName(path);
    if (name === null) continue;
    resources[name.language] = { ...resources[name.language], [name.namespace]: catalogue };
  }
  return resources;
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = lazyFiles[`../../locales/${language}/${namespace}.json`];
    if (load === undefined) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => {
        callback(null, catalogue);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : String(error), false);
      },
    );
  },
};

function reflectLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

/**
 * Sets up the shared instance in `language` (the page URL's, see language-url.ts); resolves
 * once that language's public catalogues are loaded, so a page renders in it from the start.
 */
export async function initI18n(language: Language): Promise<void> {
  i18n.on('languageChanged', reflectLanguage);
  const resources = bundledResources();
  await i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      resources,
      // Bundled catalogues plus the lazily fetched admin ones.
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
      defaultNS: 'common',
      // React escapes rendered text already.
      interpolation: { escapeValue: false },
      // Bundled catalogues are usable at once; only missing ones wait for the returned promise.
      initAsync: false,
    });
}

/** Loads every language's public catalogues: a server renders pages in all of them. */
export async function loadAllLanguages(): Promise<void> {
  await i18n.loadLanguages([...LANGUAGES]);
}

const renderInstances = new Map<Language, typeof i18n>();

/**
 * The instance server renders in `language` use: it shares the catalogues of `i18n` (call
 * `initI18n` and let the languages load first) but not its language, so concurrent renders
 * cannot mix languages. Made once per language, not per render (a clone costs 0.13 ms): a
 * render never changes its language (only the browser's RootLayout does, in an effect).
 */
export function i18nFor(language: Language): typeof i18n {
  let instance = renderInstances.get(language);
  if (instance === undefined) {
    instance = i18n.cloneInstance({ lng: language, initAsync: false });
    renderInstances.set(language, instance);
  }
  return instance;
}

/** Loads lazily fetched namespaces (admin*) before a route that uses them renders. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
}
