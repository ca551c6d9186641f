import { z } from 'zod';
import { optionalText, timestamp } from './common.ts';

/** A line of text a section cannot do without. */
const line = (max: number) => z.string().trim().min(1).max(max);

/** Icons a business area may show, from the app's own set (no uploaded markup). */
export const HOME_AREA_ICONS = ['factory', 'plant', 'chip', 'truck', 'tool', 'shield'] as const;

/** A path on this site, such as `/smart`: an area links only within the site. */
const sitePath = z
  .string()
  .trim()
  .regex(/^\/[\w\-/]*$/, 'enter a path on this site, such as /smart')
  .nullish()
  .transform((v) => v ?? null);

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
});
export type HomeSectionsContent = z.infer<typeof homeSectionsShape>;

/** The sections in Korean and, optionally, English (decision 17: else the Korean is shown). */
export const homeSectionsInputSchema = z.strictObject({
  ko: homeSectionsContentSchema,
  en: homeSectionsContentSchema.nullable(),
});
export type HomeSectionsInput = z.input<typeof homeSectionsInputSchema>;
export type HomeSectionsValues = z.output<typeof homeSectionsInputSchema>;

/** As staff edit them; `updatedAt` null before the first save. */
export const adminHomeSectionsSchema = z.object({
  ko: homeSectionsShape,
  en: homeSectionsShape.nullable(),
  updatedAt: timestamp.nullable(),
});
export type AdminHomeSections = z.infer<typeof adminHomeSectionsSchema>;

/** What the home page shows, in the language it was written in (`lang`). */
export const publicHomeSectionsSchema = homeSectionsShape.extend({
  lang: z.enum(['ko', 'en']),
});
export type PublicHomeSections = z.infer<typeof publicHomeSectionsSchema>;

/** Nothing below the hero: what a site shows before staff write its sections. */
export const EMPTY_HOME_SECTIONS: HomeSectionsContent = {
  eyebrow: null,
  stats: [],
  business: null,
  strengths: null,
};
