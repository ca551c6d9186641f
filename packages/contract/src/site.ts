import { z } from 'zod';
import { bodyIdSchema, optionalEmail, optionalPhone, optionalText, timestamp } from './common.ts';
import { imageRefSchema } from './image.ts';

/**
 * Whether ten digits are a 사업자등록번호: the National Tax Service's check digit (weights
 * 1,3,7,1,3,7,1,3,5, plus the tens of the ninth digit times five).
 */
export function isBusinessNumber(value: string): boolean {
  const digits = Array.from(value.replace(/-/g, ''), Number);
  if (digits.length !== 10 || digits.some(Number.isNaN)) return false;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum =
    weights.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0) +
    Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** Written as 000-00-00000 whichever way it was typed. */
const businessNumber = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(
    z
      .string()
      .regex(/^\d{3}-?\d{2}-?\d{5}$/, 'enter the ten digits as 000-00-00000')
      .refine(isBusinessNumber, 'this is not a valid business registration number')
      .transform((v) => v.replace(/^(\d{3})-?(\d{2})-?(\d{5})$/, '$1-$2-$3'))
      .nullable(),
  )
  .nullish();

/**
 * A link to the company's page on another service (its place on a map, its profile on a social
 * network): https, on that service's own hosts only, so a link the footer shows goes where its
 * label says.
 */
const serviceLink = (hosts: RegExp, service: string) =>
  z
    .string()
    .trim()
    .max(500)
    .transform((v) => (v === '' ? null : v))
    .pipe(
      z
        .url({
          protocol: /^https$/,
          hostname: hosts,
          error: `enter a ${service} address starting with https://`,
        })
        .nullable(),
    )
    .nullish();

const NAVER_MAP_HOSTS = /^(map\.naver\.com|m\.map\.naver\.com|naver\.me)$/;
const KAKAO_MAP_HOSTS = /^(map\.kakao\.com|place\.map\.kakao\.com|kko\.to)$/;

/**
 * The company's profiles on the services Korean companies keep one on, in the order the footer
 * shows them; each on its service's own hosts (its short-link hosts too).
 */
const socialLinkFields = {
  naverBlogUrl: serviceLink(/^(blog\.naver\.com|m\.blog\.naver\.com|naver\.me)$/, 'Naver Blog'),
  youtubeUrl: serviceLink(/^((www|m)\.)?youtube\.com$|^youtu\.be$/, 'YouTube'),
  instagramUrl: serviceLink(/^(www\.)?instagram\.com$/, 'Instagram'),
  facebookUrl: serviceLink(/^((www|m)\.)?facebook\.com$|^fb\.me$/, 'Facebook'),
  kakaoChannelUrl: serviceLink(/^pf\.kakao\.com$/, 'Kakao Channel'),
};
export const SOCIAL_LINK_FIELDS = z.object(socialLinkFields).keyof().options;
export type SocialLinkField = (typeof SOCIAL_LINK_FIELDS)[number];

/**
 * The map services whose embed pages show a place without a key or a script of theirs on our
 * pages: Google Maps (공유 → 지도 퍼가기) and OpenStreetMap (공유 → HTML). Naver's and Kakao's
 * embeds need their script on the page, which the Content-Security-Policy keeps out.
 */
const MAP_EMBEDS = [
  { host: 'www.google.com', path: /^\/maps\/embed(?:\/|$)/ },
  { host: 'www.openstreetmap.org', path: /^\/export\/embed\.html$/ },
];

/** The `src` of a pasted `<iframe …>` (what the services' share dialogs give), or the text. */
function iframeSource(text: string): string {
  const src = /<iframe\b[^>]*\ssrc\s*=\s*(["'])(.*?)\1/is.exec(text)?.[2];
  return src === undefined ? text : src.replaceAll('&amp;', '&');
}

/** Checked beside (not after) the URL check: an address that is none is no map either. */
const isMapEmbed = (address: string) => {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  return MAP_EMBEDS.some(({ host, path }) => url.hostname === host && path.test(url.pathname));
};

/**
 * The map the about page embeds, when staff want one: the address of a Google Maps or
 * OpenStreetMap embed (or the `<iframe>` their share dialogs give, whose address is kept).
 */
const mapEmbedUrl = z
  .string()
  .trim()
  .max(2000)
  .transform((v) => (v === '' ? null : iframeSource(v)))
  .pipe(
    z
      .url({ protocol: /^https$/, error: 'enter a Google Maps or OpenStreetMap embed address' })
      .refine(isMapEmbed, 'enter the embed address Google Maps or OpenStreetMap gives to share')
      .nullable(),
  )
  .nullish();

/** A search engine's site-verification code: the `content` of its meta tag, never HTML. */
const verificationCode = z
  .string()
  .trim()
  .max(128)
  .transform((v) => (v === '' ? null : v))
  .pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_=-]+$/, 'enter only the code (letters, digits, - and _), not the tag')
      .nullable(),
  )
  .nullish();

/** An analytics service's ID as staff copy it from its console; never a script. */
const analyticsId = (pattern: RegExp, error: string) =>
  z
    .string()
    .trim()
    .max(40)
    .transform((v) => (v === '' ? null : v))
    .pipe(z.string().regex(pattern, error).nullable())
    .nullish();

/**
 * The analytics services an owner may add to the site's own statistics (off unless an ID is
 * entered), and what each one's script needs of a page's Content-Security-Policy.
 */
export const ANALYTICS_SOURCES = {
  google: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  naver: {
    'script-src': ['https://wcs.pstatic.net'],
    'connect-src': ['https://wcs.naver.com'],
    'img-src': ['https://wcs.naver.com'],
  },
} as const;

/** The settings that are text, each stored as a string or null. */
const siteTextFields = {
  siteName: optionalText(40),
  siteNameEn: optionalText(60),
  description: optionalText(300),
  descriptionEn: optionalText(400),
  companyName: optionalText(100),
  companyNameEn: optionalText(150),
  ceo: optionalText(100),
  ceoEn: optionalText(150),
  businessNumber,
  mailOrderNumber: optionalText(50),
  address: optionalText(200),
  addressEn: optionalText(300),
  phone: optionalPhone,
  fax: optionalPhone,
  email: optionalEmail,
  privacyOfficer: optionalText(100),
  privacyOfficerEn: optionalText(150),
  privacyOfficerEmail: optionalEmail,
  naverMapUrl: serviceLink(NAVER_MAP_HOSTS, 'Naver Map'),
  kakaoMapUrl: serviceLink(KAKAO_MAP_HOSTS, 'Kakao Map'),
  ...socialLinkFields,
  mapEmbedUrl,
  naverVerification: verificationCode,
  googleVerification: verificationCode,
  bingVerification: verificationCode,
  /** Google Analytics 4's measurement ID (G-…). */
  googleAnalyticsId: analyticsId(
    /^G-[A-Z0-9]{4,16}$/,
    'enter the measurement ID: G- then letters and digits',
  ),
  /** Naver Analytics' site ID (the `wcs_add["wa"]` value of its snippet). */
  naverAnalyticsId: analyticsId(/^[A-Za-z0-9_]{6,32}$/, 'enter the site ID: letters, digits and _'),
};
/** The text settings' names, as the admin form names its fields. */
export const SITE_TEXT_FIELDS = z.object(siteTextFields).keyof().options;
export type SiteTextField = (typeof SITE_TEXT_FIELDS)[number];

/**
 * The company's own facts, as staff enter them (admin, top grade): the site's name and
 * description (tab titles, logo, app manifest, search snippets), the footer's legal details
 * (상호, 대표자, 사업자등록번호, 통신판매업 신고번호, 주소, 연락처, 개인정보 보호책임자), map and social links,
 * search engines' verification codes and the default share image. Every field may be empty: the
 * site shows only what was entered. `…En` is the English text; empty, the Korean is shown.
 */
/**
 * The settings that are pictures of the image library (the server refuses an id the library
 * does not have), by their id field and the picture the reads carry: the share image link
 * previews show for a page without a picture of its own; the logo on light backgrounds (header,
 * sign-in, admin) and on the dark footer; the square icon browsers, phones and installed apps
 * show, from which the server makes every size.
 */
export const SITE_IMAGES = {
  shareImageId: 'shareImage',
  logoImageId: 'logo',
  logoDarkImageId: 'logoDark',
  iconImageId: 'icon',
} as const;
export type SiteImageField = keyof typeof SITE_IMAGES;
export type SiteImage = (typeof SITE_IMAGES)[SiteImageField];
export const SITE_IMAGE_FIELDS = Object.keys(SITE_IMAGES) as SiteImageField[];

export const siteSettingsInputSchema = z.strictObject({
  ...siteTextFields,
  shareImageId: bodyIdSchema.nullish(),
  logoImageId: bodyIdSchema.nullish(),
  logoDarkImageId: bodyIdSchema.nullish(),
  iconImageId: bodyIdSchema.nullish(),
});
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsInputSchema>;

const stored = z.string().nullable();

/** The settings as staff edit them: every field, null where none was entered. */
export const adminSiteSettingsSchema = z.object({
  ...SITE_TEXT_FIELDS.reduce(
    (shape, key) => ({ ...shape, [key]: stored }),
    {} as Record<SiteTextField, typeof stored>,
  ),
  shareImageId: z.number().int().nullable(),
  logoImageId: z.number().int().nullable(),
  logoDarkImageId: z.number().int().nullable(),
  iconImageId: z.number().int().nullable(),
  /** The pictures, for the form to show. */
  shareImage: imageRefSchema.nullable(),
  logo: imageRefSchema.nullable(),
  logoDark: imageRefSchema.nullable(),
  icon: imageRefSchema.nullable(),
  updatedAt: timestamp.nullable(),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

/** `GET /api/data/v1/site`: what every public page shows of the company, in one language. */
/** The public texts with an English version (`…En`) staff may write. */
export const SITE_TRANSLATED_FIELDS = [
  'name',
  'description',
  'companyName',
  'ceo',
  'address',
  'privacyOfficer',
] as const;

export const siteSchema = z.object({
  /** Whether the site texts a writer who asks of the answer (decision 24): the form offers it. */
  textNotices: z.boolean(),
  /** The name the site goes by: the site name entered, else the company's name, else null. */
  name: stored,
  description: stored,
  companyName: stored,
  ceo: stored,
  businessNumber: stored,
  mailOrderNumber: stored,
  address: stored,
  phone: stored,
  fax: stored,
  email: stored,
  privacyOfficer: stored,
  privacyOfficerEmail: stored,
  naverMapUrl: stored,
  kakaoMapUrl: stored,
  /** A map of the company's place for the about page (staff chose to embed one), or null. */
  mapEmbedUrl: stored,
  /** The company's social profiles staff entered, in the footer's order (JSON-LD `sameAs`). */
  socialLinks: z.array(z.object({ service: z.enum(SOCIAL_LINK_FIELDS), url: z.string() })),
  verification: z.object({ naver: stored, google: stored, bing: stored }),
  /** The analytics IDs staff entered: only then are those services' scripts on public pages. */
  analytics: z.object({ google: stored, naver: stored }),
  /** The picture link previews show for a page without one of its own (Open Graph, Twitter). */
  shareImage: imageRefSchema.nullable(),
  /** The logo for light backgrounds, and for dark ones (the footer; else the light one). */
  logo: imageRefSchema.nullable(),
  logoDark: imageRefSchema.nullable(),
  /** The texts given in Korean for want of English, asked for in English (decision 17). */
  ko: z.array(z.enum(SITE_TRANSLATED_FIELDS)),
});
export type Site = z.infer<typeof siteSchema>;

/** What a new site still needs before it is the company's own, in the order staff see it. */
export const SITE_SETUP_STEPS = [
  'siteName',
  'companyFacts',
  'logo',
  'privacyOfficer',
  'policies',
  'homeSections',
  'products',
  'searchEngines',
] as const;
export type SiteSetupStep = (typeof SITE_SETUP_STEPS)[number];

/** `GET /api/admin/v1/site/setup`: each step of the setup checklist and whether it is done. */
export const siteSetupSchema = z.object({
  steps: z.array(z.object({ step: z.enum(SITE_SETUP_STEPS), done: z.boolean() })),
});
export type SiteSetup = z.infer<typeof siteSetupSchema>;

/**
 * The areas the demo seed (`npm start`) fills with an invented company's content, in the order
 * the admin home names them; each stays the demo's until staff write to it.
 */
export const SITE_DEMO_AREAS = [
  'companyFacts',
  'homeSections',
  'menus',
  'pages',
  'policies',
  'places',
  'products',
  'boards',
] as const;
export type SiteDemoArea = (typeof SITE_DEMO_AREAS)[number];

/**
 * `GET /api/admin/v1/site/demo`: the areas that still show the demo's content (none on a site
 * that was never seeded).
 */
export const siteDemoSchema = z.object({ areas: z.array(z.enum(SITE_DEMO_AREAS)) });
export type SiteDemo = z.infer<typeof siteDemoSchema>;
