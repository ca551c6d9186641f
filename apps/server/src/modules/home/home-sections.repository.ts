import {
  type AdminHomeSections,
  DEFAULT_HOME_LAYOUT,
  EMPTY_HOME_SECTIONS,
  type HomeSectionsValues,
  type PublicHomeSections,
  homeSectionsInputSchema,
} from '@app/contract/home-sections';
import type { ContentLanguage } from '@app/contract/content-language';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSetting } from '../../db/schema/index.ts';

const KEY = 'home-sections';

/** The home page's sections as staff edit them; empty before the first save. */
export async function findHomeSections(db: Db): Promise<AdminHomeSections> {
  const [row] = await db
    .select({ value: siteSetting.value, updatedAt: siteSetting.updatedAt })
    .from(siteSetting)
    .where(eq(siteSetting.key, KEY))
    .limit(1);
  if (!row)
    return { ko: EMPTY_HOME_SECTIONS, en: null, layout: DEFAULT_HOME_LAYOUT, updatedAt: null };
  // Parsed as written: a value this code did not write fails loudly; one written before a field
  // existed (the layout, the headings, the links) reads as its default.
  return { ...homeSectionsInputSchema.parse(row.value), updatedAt: row.updatedAt.toISOString() };
}

export async function saveHomeSections(db: Db, value: HomeSectionsValues): Promise<void> {
  await db
    .insert(siteSetting)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: new Date() } });
}

/**
 * The sections in `lang`: the English when staff wrote it, else the Korean, saying which; the
 * layout is the same in both.
 */
export function publicHomeSections(
  { ko, en, layout }: AdminHomeSections,
  lang: ContentLanguage,
): PublicHomeSections {
  if (lang === 'en' && en !== null) return { ...en, layout, lang: 'en' };
  return { ...ko, layout, lang: 'ko' };
}
