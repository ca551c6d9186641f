import {
  type AdminHomeSections,
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
  if (!row) return { ko: EMPTY_HOME_SECTIONS, en: null, updatedAt: null };
  // Parsed as written: a value this code did not write fails loudly.
  return { ...homeSectionsInputSchema.parse(row.value), updatedAt: row.updatedAt.toISOString() };
}

export async function saveHomeSections(db: Db, value: HomeSectionsValues): Promise<void> {
  await db
    .insert(siteSetting)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: new Date() } });
}

/** The sections in `lang`: the English when staff wrote it, else the Korean, saying which. */
export function publicHomeSections(
  sections: AdminHomeSections,
  lang: ContentLanguage,
): PublicHomeSections {
  if (lang === 'en' && sections.en !== null) return { ...sections.en, lang: 'en' };
  return { ...sections.ko, lang: 'ko' };
}
