import { z } from 'zod';
import { optionalText, timestamp } from './common.ts';
import { DEFAULT_HOME_LAYOUT, HOME_SECTION_KEYS, type HomeSectionKey } from './home-constants.ts';

// Defined without zod for the public home page; re-exported for the schemas' importers.
export { DEFAULT_HOME_LAYOUT, HOME_SECTION_KEYS, type HomeSectionKey } from './home-constants.ts';

/** A line of text a section cannot do without. */
const line = (max: number) => z.string().trim().min(1).max(max);

/** Icons a business area may show, from the app's own set (no uploaded markup). */
export const HOME_AREA_ICONS = ['factory', 'plant', 'chip', 'truck', 'tool', 'shield'] as const;

/**
 * A path on this site, such as `/smart`: an area and the call to action link only within the
 * site. Empty is no link (a form sends every field it has).
 */
const sitePath = optionalText(200)
  .pipe(
    z
      .string()
      .regex(/^\/[\w\-/]*$/, 'enter a path on this site, such as /smart')
      .nullish(),
  )
  .transform((v) => v ?? null);

/** Optional words: empty is null, where the page shows its own default. */
const optionalLine = (max: number) => optionalText(max).transform((v) => v ?? null);

/** The sections' order and which are shown, the same in every language: each key exactly once. */
export const homeLayoutSchema = z
  .array(
    z.strictObject({
      key: z.enum(HOME_SECTION_KEYS, {
        error: (issue) =>
          `"${String(issue.input)}" is not a home section (${HOME_SECTION_KEYS.join(', ')})`,
      }),
      visible: z.boolean(),
    }),
  )
  .superRefine((layout, ctx) => {
    const seen = new Set<HomeSectionKey>();
    layout.forEach(({ key }, index) => {
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `"${key}" appears twice` });
      }
      seen.add(key);
    });
    const missing = HOME_SECTION_KEYS.filter((key) => !seen.has(key));
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `every section once; missing: ${missing.join(', ')}`,
      });
    }
  });
export type HomeLayout = z.infer<typeof homeLayoutSchema>;

/** The sections whose heading is the page's own words unless staff write theirs. */
export const HOME_HEADED_SECTIONS = ['featured', 'categories', 'notices', 'links'] as const;
export type HomeHeadedSection = (typeof HOME_HEADED_SECTIONS)[number];

const headingSchema = z.strictObject({
  eyebrow: optionalLine(40),
  title: optionalLine(60),
  description: optionalLine(200),
});
const NO_HEADING = { eyebrow: null, title: null, description: null };

/** A quick link: a path on this site or an https address, never `javascript:` and friends. */
const quickLinkSchema = z.strictObject({
  label: line(40),
  link: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(/^(?:\/(?!\/)|https:\/\/)\S*$/, 'use a path on this site (/…) or an https:// address'),
  description: optionalLine(120),
});
export const HOME_MAX_LINKS = 8;

/**
 * The home page's sections below the hero, as staff write them in one language: a short line
 * over the hero, figures, business areas and strengths. Each may be left out: a site shows only
 * what it was given.
 */
export const homeSectionsContentSchema = z.strictObject({
  eyebrow: optionalText(60).transform((v) => v ?? null),
  stats: z.array(z.strictObject({ value: line(20), label: line(40) })).max(6),
  business: z
    .strictObject({
      title: line(60),
      description: optionalText(200).transform((v) => v ?? null),
      areas: z
        .array(
          z.strictObject({
            icon: z.enum(HOME_AREA_ICONS),
            title: line(40),
            text: line(200),
            points: z.array(line(80)).max(6),
            link: sitePath,
            linkLabel: optionalText(40).transform((v) => v ?? null),
          }),
        )
        .min(1)
        .max(6),
    })
    .nullable(),
  strengths: z
    .strictObject({
      title: line(60),
      items: z
        .array(z.strictObject({ title: line(40), text: line(200) }))
        .min(1)
        .max(6),
    })
    .nullable(),
  // Added later: a value stored before them reads as the page's own words and no links.
  headings: z
    .strictObject({
      featured: headingSchema,
      categories: headingSchema,
      notices: headingSchema,
      links: headingSchema,
    })
    .default(headingsDefault()),
  links: z.array(quickLinkSchema).max(HOME_MAX_LINKS).default([]),
  /** The closing call to action: empty words are the page's own; the link stays on this site. */
  contact: z
    .strictObject({
      title: optionalLine(60),
      text: optionalLine(200),
      action: optionalLine(30),
      link: sitePath,
    })
    .default({ title: null, text: null, action: null, link: null }),
});

function headingsDefault(): Record<HomeHeadedSection, typeof NO_HEADING> {
  return { featured: NO_HEADING, categories: NO_HEADING, notices: NO_HEADING, links: NO_HEADING };
}

const headingShape = z.object({
  eyebrow: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
});

/** The sections as stored and answered: the same shape, without the input's checks. */
const homeSectionsShape = z.object({
  eyebrow: z.string().nullable(),
  stats: z.array(z.object({ value: z.string(), label: z.string() })),
  business: z
    .object({
      title: z.string(),
      description: z.string().nullable(),
      areas: z.array(
        z.object({
          icon: z.enum(HOME_AREA_ICONS),
          title: z.string(),
          text: z.string(),
          points: z.array(z.string()),
          link: z.string().nullable(),
          linkLabel: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
  strengths: z
    .object({
      title: z.string(),
      items: z.array(z.object({ title: z.string(), text: z.string() })),
    })
    .nullable(),
  headings: z.object({
    featured: headingShape,
    categories: headingShape,
    notices: headingShape,
    links: headingShape,
  }),
  links: z.array(
    z.object({ label: z.string(), link: z.string(), description: z.string().nullable() }),
  ),
  contact: z.object({
    title: z.string().nullable(),
    text: z.string().nullable(),
    action: z.string().nullable(),
    link: z.string().nullable(),
  }),
});
export type HomeSectionsContent = z.infer<typeof homeSectionsShape>;

/** The sections in Korean and, optionally, English (decision 17: else the Korean is shown). */
export const homeSectionsInputSchema = z.strictObject({
  ko: homeSectionsContentSchema,
  en: homeSectionsContentSchema.nullable(),
  // A value stored before the layout existed reads as today's order, all shown.
  layout: homeLayoutSchema.default(DEFAULT_HOME_LAYOUT),
});
export type HomeSectionsInput = z.input<typeof homeSectionsInputSchema>;
export type HomeSectionsValues = z.output<typeof homeSectionsInputSchema>;

/** As staff edit them; `updatedAt` null before the first save. */
const layoutShape = z.array(z.object({ key: z.enum(HOME_SECTION_KEYS), visible: z.boolean() }));

export const adminHomeSectionsSchema = z.object({
  ko: homeSectionsShape,
  en: homeSectionsShape.nullable(),
  layout: layoutShape,
  updatedAt: timestamp.nullable(),
});
export type AdminHomeSections = z.infer<typeof adminHomeSectionsSchema>;

/** What the home page shows, in the language it was written in (`lang`). */
export const publicHomeSectionsSchema = homeSectionsShape.extend({
  lang: z.enum(['ko', 'en']),
  layout: layoutShape,
});
export type PublicHomeSections = z.infer<typeof publicHomeSectionsSchema>;

/** Nothing below the hero: what a site shows before staff write its sections. */
export const EMPTY_HOME_SECTIONS: HomeSectionsContent = {
  eyebrow: null,
  stats: [],
  business: null,
  strengths: null,
  headings: headingsDefault(),
  links: [],
  contact: { title: null, text: null, action: null, link: null },
};
