import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';

/*
 * Catalogues are `src/locales/<language>/<namespace>.json`; a new file is picked up without
 * touching this module (declare its type in i18next.d.ts). Namespaces named `admin*` are fetched
 * with the admin chunks (see `loadNamespaces`), so visitors do not download staff wording;
 * all others ship with the entry so the first paint needs no extra request.
 */
const bundledFiles = import.meta.glob<ResourceKey>(
  ['../../locales/*/*.json', '!../../locales/*/admin*.json'],
  { eager: true, import: 'default' },
);
const lazyFiles = import.meta.glob<ResourceKey>('../../locales/*/admin*.json', {
  import: 'default',
});

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

/** Sets up the shared instance in `language` (the page URL's, see language-url.ts). */
export function initI18n(language: Language): void {
  i18n.on('languageChanged', reflectLanguage);
  const resources = bundledResources();
  void i18n
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
      initAsync: false,
    });
}

/**
 * An instance for one server render in `language`: it shares the catalogues of `i18n` (call
 * `initI18n` once first) but not its language, so concurrent renders cannot mix languages.
 */
export function i18nFor(language: Language): typeof i18n {
  return i18n.cloneInstance({ lng: language, initAsync: false });
}

/** Loads lazily fetched namespaces (admin*) before a route that uses them renders. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
}
