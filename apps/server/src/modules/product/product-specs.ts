import type { ContentLanguage } from '@app/contract/content-language';
import type { ProductSpec, ProductSpecEn, ProductSpecView } from '@app/contract/product';
import { inLanguage } from '../../lib/content-language.ts';

/*
 * A product's specs in two languages (decision 17): one table of Korean rows, and beside it the
 * English version of each row by position, each part optional. Every Korean row is on the
 * English page; a part without English shows in Korean, marked.
 */

/** An English part as stored: null when there is none (empty text is none). */
const part = (text: string | null | undefined) => (text == null || text === '' ? null : text);

/**
 * The English rows as stored for these Korean rows: one per Korean row, so the two never drift
 * apart by position, and none at all (null) when no row has any English. Undefined (a write
 * without English) stays undefined: the stored English is kept.
 */
export function storedEnglishSpecs(
  specs: ProductSpec[],
  specsEn: readonly { label?: string | null; value?: string | null }[] | undefined,
): ProductSpecEn[] | null | undefined {
  if (specsEn === undefined) return undefined;
  const rows = specs.map((_, i) => ({
    label: part(specsEn[i]?.label),
    value: part(specsEn[i]?.value),
  }));
  return rows.some((row) => row.label !== null || row.value !== null) ? rows : null;
}

/**
 * The spec table in `lang`: in English, every Korean row, each part its English version where
 * there is one (paired by position; English rows past the Korean ones, left from before rows
 * were paired, are not shown) and the Korean one, named in `ko`, where there is not.
 */
export function specsInLanguage(
  lang: ContentLanguage,
  specs: ProductSpec[],
  specsEn: readonly ProductSpecEn[] | null,
): ProductSpecView[] {
  return specs.map((spec, i) =>
    inLanguage(lang, spec, {
      label: part(specsEn?.[i]?.label),
      value: part(specsEn?.[i]?.value),
    }),
  );
}

/**
 * The English rows for an import's new Korean rows, which the sheet may have reordered, added or
 * removed: each new row takes the English of the stored row it continues, the one with the same
 * label (and its English value only if the Korean value is unchanged, so a changed value never
 * shows a stale translation). Rows without one get no English.
 */
export function englishFollowingKorean(
  before: ProductSpec[],
  beforeEn: readonly ProductSpecEn[],
  after: ProductSpec[],
): ProductSpecEn[] {
  const unused = new Set(before.keys());
  const take = (matches: (spec: ProductSpec) => boolean) => {
    const index = [...unused].find((i) => {
      const spec = before[i];
      return spec !== undefined && matches(spec);
    });
    if (index !== undefined) unused.delete(index);
    return index;
  };
  return after.map((spec) => {
    const same = take((old) => old.label === spec.label && old.value === spec.value);
    const relabelled = same ?? take((old) => old.label === spec.label);
    const english = relabelled === undefined ? undefined : beforeEn[relabelled];
    return {
      label: part(english?.label),
      value: same === undefined ? null : part(english?.value),
    };
  });
}
