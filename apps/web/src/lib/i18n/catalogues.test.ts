import { expect, test } from 'vitest';

const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every leaf key, dotted, with i18next's plural suffixes folded (Korean has only `_other`). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) {
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  }
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

function catalogue(language: string, namespace: string): unknown {
  return catalogues[`../../locales/${language}/${namespace}.json`];
}

const namespaces = (language: string) =>
  Object.keys(catalogues)
    .filter((path) => path.startsWith(`../../locales/${language}/`))
    .map((path) => path.replace(/^.*\/([^/]+)\.json$/, '$1'))
    .sort();

test('English has the same namespaces as Korean', () => {
  expect(namespaces('en')).toEqual(namespaces('ko'));
  expect(namespaces('ko').length).toBeGreaterThan(0);
});

test.each(namespaces('ko'))('English has the same keys as Korean in %s', (namespace) => {
  const ko = [...new Set(keys(catalogue('ko', namespace)))].sort();
  const en = [...new Set(keys(catalogue('en', namespace)))].sort();
  expect(en).toEqual(ko);
});

test.each(namespaces('ko'))('no message in %s is empty', (namespace) => {
  for (const language of ['ko', 'en']) {
    const empty = Object.entries(catalogue(language, namespace) ?? {}).filter(
      ([, value]) => value === '',
    );
    expect(empty).toEqual([]);
  }
});
