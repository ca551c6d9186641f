import {
  type AdminSiteSettings,
  SITE_IMAGES,
  SITE_IMAGE_FIELDS,
  SITE_SETUP_STEPS,
  SITE_TEXT_FIELDS,
  SOCIAL_LINK_FIELDS,
  type Site,
  type SiteSetup,
  type SiteImage,
  type SiteImageField,
  type SiteSetupStep,
  type SiteSettingsValues,
  type SiteTextField,
  siteSettingsInputSchema,
} from '@app/contract/site';
import type { ContentLanguage } from '@app/contract/content-language';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { siteSetting } from '../../db/schema/index.ts';
import { findImages, toImageRef } from '../image/image.repository.ts';

const KEY = 'company';

/**
 * What the site is called before staff name it: what it is, not whose (the web app's locales
 * say the same).
 */
export const UNNAMED_SITE = { ko: '제품 안내', en: 'Product catalogue' } as const;

type StoredSettings = Record<SiteTextField, string | null> & Record<SiteImageField, number | null>;

/** The settings as stored, every field present (null where none was entered). */
function complete(values: Partial<SiteSettingsValues>): StoredSettings {
  const fields = [...SITE_TEXT_FIELDS, ...SITE_IMAGE_FIELDS];
  return Object.fromEntries(fields.map((key) => [key, values[key] ?? null])) as StoredSettings;
}

/** The settings as stored, and when they were saved (null before the first save). */
async function findStored(db: Db) {
  const [row] = await db
    .select({ value: siteSetting.value, updatedAt: siteSetting.updatedAt })
    .from(siteSetting)
    .where(eq(siteSetting.key, KEY))
    .limit(1);
  // Parsed as written: a value this code did not write fails loudly.
  const values = row ? siteSettingsInputSchema.parse(row.value) : {};
  return { settings: complete(values), updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** The pictures the settings name, by field (for the image library's usage check). */
export async function findSiteImageIds(db: Db): Promise<Partial<Record<SiteImageField, number>>> {
  const { settings } = await findStored(db);
  return Object.fromEntries(
    SITE_IMAGE_FIELDS.flatMap((field) =>
      settings[field] === null ? [] : [[field, settings[field]]],
    ),
  );
}

/** The company's facts as staff edit them; all null before anything was entered. */
export async function findSiteSettings(db: Db): Promise<AdminSiteSettings> {
  const { settings, updatedAt } = await findStored(db);
  const ids = SITE_IMAGE_FIELDS.flatMap((field) => settings[field] ?? []);
  const images = new Map((await findImages(db, ids)).map((image) => [image.id, image]));
  // The image library refuses to delete a picture in use, so one is missing only in a race.
  const pictures = Object.fromEntries(
    SITE_IMAGE_FIELDS.map((field) => {
      const image = settings[field] === null ? undefined : images.get(settings[field]);
      return [SITE_IMAGES[field], image === undefined ? null : toImageRef(image)];
    }),
  ) as Record<SiteImage, AdminSiteSettings['shareImage']>;
  return { ...settings, ...pictures, updatedAt };
}

/** Replaces the company's facts with `values` (validated by the contract). */
export async function saveSiteSettings(db: Db, values: SiteSettingsValues): Promise<void> {
  const value = complete(values);
  await db
    .insert(siteSetting)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: new Date() } });
}

/**
 * What public pages show in `lang`: the English where staff wrote it, else the Korean, named in
 * `ko` so pages mark it as Korean (decision 17).
 */
export function publicSite(
  settings: AdminSiteSettings,
  lang: ContentLanguage,
): Omit<Site, 'textNotices'> {
  const ko: Site['ko'] = [];
  const text = (field: Site['ko'][number], korean: string | null, english: string | null) => {
    if (lang !== 'en') return korean;
    if (english !== null) return english;
    if (korean !== null) ko.push(field);
    return korean;
  };
  const companyName = text('companyName', settings.companyName, settings.companyNameEn);
  // Without a site name of its own the site goes by the company's, Korean where that is.
  const siteName = text('name', settings.siteName, settings.siteNameEn);
  if (siteName === null && ko.includes('companyName')) ko.push('name');
  return {
    name: siteName ?? companyName,
    description: text('description', settings.description, settings.descriptionEn),
    companyName,
    ceo: text('ceo', settings.ceo, settings.ceoEn),
    businessNumber: settings.businessNumber,
    mailOrderNumber: settings.mailOrderNumber,
    address: text('address', settings.address, settings.addressEn),
    phone: settings.phone,
    fax: settings.fax,
    email: settings.email,
    privacyOfficer: text('privacyOfficer', settings.privacyOfficer, settings.privacyOfficerEn),
    privacyOfficerEmail: settings.privacyOfficerEmail,
    naverMapUrl: settings.naverMapUrl,
    kakaoMapUrl: settings.kakaoMapUrl,
    mapEmbedUrl: settings.mapEmbedUrl,
    socialLinks: SOCIAL_LINK_FIELDS.flatMap((service) => {
      const url = settings[service];
      return url === null ? [] : [{ service, url }];
    }),
    verification: {
      naver: settings.naverVerification,
      google: settings.googleVerification,
      bing: settings.bingVerification,
    },
    analytics: { google: settings.googleAnalyticsId, naver: settings.naverAnalyticsId },
    shareImage: settings.shareImage,
    logo: settings.logo,
    logoDark: settings.logoDark,
    ko,
  };
}

/**
 * The setup checklist of the admin home: the facts the law and visitors expect, the logo and the
 * icon (without them the header shows a letter and the tab a magnifier), the policies
 * staff have written (a version of their own: the first versions only say they are being
 * prepared), the home page's sections, a published product and a search engine's verification.
 */
export async function siteSetup(db: Db): Promise<SiteSetup> {
  const settings = await findSiteSettings(db);
  const [row] = await queryRows(
    db,
    sql`select
        (select count(distinct v.policy)::int from policy_version v
          where v.policy in ('privacy', 'terms') and v.created_by is not null) as policies,
        exists (select 1 from site_setting where key = 'home-sections') as home_sections,
        exists (select 1 from product where status = 'published') as products`,
    z.object({ policies: z.number(), home_sections: z.boolean(), products: z.boolean() }),
  );
  const given = (...values: (string | null)[]) => values.every((value) => value !== null);
  const done: Record<SiteSetupStep, boolean> = {
    siteName: given(settings.siteName) || given(settings.companyName),
    companyFacts: given(
      settings.companyName,
      settings.ceo,
      settings.businessNumber,
      settings.address,
      settings.phone,
    ),
    logo: settings.logo !== null && settings.icon !== null,
    privacyOfficer: given(settings.privacyOfficer, settings.privacyOfficerEmail),
    policies: row?.policies === 2,
    homeSections: row?.home_sections ?? false,
    products: row?.products ?? false,
    searchEngines: settings.naverVerification !== null || settings.googleVerification !== null,
  };
  return { steps: SITE_SETUP_STEPS.map((step) => ({ step, done: done[step] })) };
}
