import {
  type AdminSiteSettings,
  type Site,
  type SiteSettingsValues,
  siteSettingsInputSchema,
} from '@app/contract/site';
import type { ContentLanguage } from '@app/contract/content-language';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSetting } from '../../db/schema/index.ts';

const KEY = 'company';
const FIELDS = siteSettingsInputSchema.keyof().options;

/** The settings as stored, every field present (null where none was entered). */
function complete(
  values: Partial<SiteSettingsValues>,
): Record<keyof SiteSettingsValues, string | null> {
  return Object.fromEntries(FIELDS.map((key) => [key, values[key] ?? null])) as Record<
    keyof SiteSettingsValues,
    string | null
  >;
}

/** The company's facts as staff edit them; all null before anything was entered. */
export async function findSiteSettings(db: Db): Promise<AdminSiteSettings> {
  const [row] = await db
    .select({ value: siteSetting.value, updatedAt: siteSetting.updatedAt })
    .from(siteSetting)
    .where(eq(siteSetting.key, KEY))
    .limit(1);
  // Parsed as written: a value this code did not write fails loudly.
  const values = row ? siteSettingsInputSchema.parse(row.value) : {};
  return { ...complete(values), updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Replaces the company's facts with `values` (validated by the contract). */
export async function saveSiteSettings(db: Db, values: SiteSettingsValues): Promise<void> {
  const value = complete(values);
  await db
    .insert(siteSetting)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: new Date() } });
}

/** What public pages show in `lang`: the English where staff wrote it, else the Korean. */
export function publicSite(settings: AdminSiteSettings, lang: ContentLanguage): Site {
  const english = lang === 'en';
  const localized = (ko: string | null, en: string | null) => (english ? (en ?? ko) : ko);
  const companyName = localized(settings.companyName, settings.companyNameEn);
  return {
    name: localized(settings.siteName, settings.siteNameEn) ?? companyName,
    description: localized(settings.description, settings.descriptionEn),
    companyName,
    ceo: localized(settings.ceo, settings.ceoEn),
    businessNumber: settings.businessNumber,
    mailOrderNumber: settings.mailOrderNumber,
    address: localized(settings.address, settings.addressEn),
    phone: settings.phone,
    fax: settings.fax,
    email: settings.email,
    privacyOfficer: localized(settings.privacyOfficer, settings.privacyOfficerEn),
    privacyOfficerEmail: settings.privacyOfficerEmail,
    naverMapUrl: settings.naverMapUrl,
    kakaoMapUrl: settings.kakaoMapUrl,
    verification: {
      naver: settings.naverVerification,
      google: settings.googleVerification,
      bing: settings.bingVerification,
    },
  };
}
