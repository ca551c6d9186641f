/*
 * The home contract's plain values, without zod: the public home page reads the sections'
 * default order and must not construct schemas to do so (decision 12).
 */

/**
 * The sections below the hero, in the order a site may arrange them. The figures and the line
 * above the title belong to the hero, which always opens the page.
 */
export const HOME_SECTION_KEYS = [
  'featured',
  'business',
  'categories',
  'notices',
  'strengths',
  'places',
  'links',
  'contact',
] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

/** Today's order, every section shown: what a site that never arranged them reads. */
export const DEFAULT_HOME_LAYOUT: { key: HomeSectionKey; visible: boolean }[] =
  HOME_SECTION_KEYS.map((key) => ({ key, visible: true }));
