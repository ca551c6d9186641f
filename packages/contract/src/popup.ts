import { z } from 'zod';
import { bodyIdSchema, optionalText, text, timestamp } from './common.ts';
import { contentLanguageSchema } from './content-language.ts';
import { imageRefSchema } from './image.ts';
import { linkHref } from './page.ts';

/** Which screens show a popup: a phone is narrower than 48em (the layout's own breakpoint). */
export const POPUP_DEVICES = ['all', 'desktop', 'mobile'] as const;
export type PopupDevice = (typeof POPUP_DEVICES)[number];
/** Which site shows it: both, or only the Korean or only the English one. */
export const POPUP_LANGUAGES = ['all', 'ko', 'en'] as const;
export type PopupLanguage = (typeof POPUP_LANGUAGES)[number];
/** Rich text (sanitised by the server) or one picture of the image library. */
export const POPUP_KINDS = ['text', 'image'] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];
/** Where a popup stands now, by its schedule. */
export const POPUP_STATUSES = ['scheduled', 'showing', 'ended'] as const;
export type PopupStatus = (typeof POPUP_STATUSES)[number];

export const POPUP_TITLE_MAX = 100;
export const POPUP_BODY_MAX = 50_000;
export const POPUP_DISMISS_DAYS_MAX = 365;

const body = z.string().max(POPUP_BODY_MAX);
const filled = (html: string | null | undefined) => (html ?? '').trim() !== '';

/**
 * A popup as staff write it. Its title heads the dialog (its accessible name); the English
 * version (decision 17) is a title and, for text, a text, both or neither. "Don't show again"
 * lasts `dismissDays` days: 1 is "오늘 하루 보지 않기".
 */
export const popupInputSchema = z
  .strictObject({
    title: text(POPUP_TITLE_MAX),
    titleEn: optionalText(POPUP_TITLE_MAX).transform((v) => v ?? null),
    kind: z.enum(POPUP_KINDS),
    /** Rich HTML for a text popup; the server sanitises it. Ignored for a picture. */
    body: body.nullish().transform((v) => v ?? null),
    bodyEn: body.nullish().transform((v) => v ?? null),
    /** The picture of a picture popup, from the image library. Ignored for text. */
    imageId: bodyIdSchema.nullish().transform((v) => v ?? null),
    link: linkHref,
    startsAt: timestamp,
    endsAt: timestamp,
    device: z.enum(POPUP_DEVICES),
    language: z.enum(POPUP_LANGUAGES),
    dismissDays: z.number().int().min(1).max(POPUP_DISMISS_DAYS_MAX),
  })
  .superRefine((p, ctx) => {
    if (Date.parse(p.endsAt) <= Date.parse(p.startsAt)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must be after the start.',
      });
    }
    if (p.kind === 'text' && !filled(p.body)) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'A text popup needs its text.' });
    }
    if (p.kind === 'image' && p.imageId === null) {
      ctx.addIssue({ code: 'custom', path: ['imageId'], message: 'Choose the picture to show.' });
    }
    if (p.kind === 'text' && (p.titleEn === null) !== !filled(p.bodyEn)) {
      const path = p.titleEn === null ? 'titleEn' : 'bodyEn';
      const message = 'An English version needs both its title and its text.';
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
    if (p.language === 'en' && p.titleEn === null) {
      const message = 'A popup for the English site needs its English title.';
      ctx.addIssue({ code: 'custom', path: ['titleEn'], message });
    }
  });
export type PopupInput = z.input<typeof popupInputSchema>;
export type PopupValues = z.output<typeof popupInputSchema>;

/** A popup as staff see and edit it; `status` is where its schedule stands at the answer. */
export const adminPopupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string().nullable(),
  kind: z.enum(POPUP_KINDS),
  body: z.string().nullable(),
  bodyEn: z.string().nullable(),
  imageId: z.number().int().nullable(),
  image: imageRefSchema.nullable(),
  link: z.string().nullable(),
  startsAt: timestamp,
  endsAt: timestamp,
  device: z.enum(POPUP_DEVICES),
  language: z.enum(POPUP_LANGUAGES),
  dismissDays: z.number().int(),
  status: z.enum(POPUP_STATUSES),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminPopup = z.infer<typeof adminPopupSchema>;

/** `?lang=en&device=mobile`: the visitor's site and screen. */
export const popupQuerySchema = z.strictObject({
  lang: contentLanguageSchema,
  device: z.enum(['desktop', 'mobile']),
});
export type PopupQuery = z.input<typeof popupQuerySchema>;

/**
 * A popup as a visitor's browser shows it, in one language (`lang`: English where written, else
 * Korean). `updatedAt` keys its dismissal, so an edited popup is shown again.
 */
export const publicPopupSchema = z.object({
  id: z.number().int(),
  updatedAt: timestamp,
  lang: z.enum(['ko', 'en']),
  title: z.string(),
  kind: z.enum(POPUP_KINDS),
  /** Sanitised HTML of a text popup. */
  body: z.string().nullable(),
  image: imageRefSchema.nullable(),
  link: z.string().nullable(),
  dismissDays: z.number().int(),
});
export type PublicPopup = z.infer<typeof publicPopupSchema>;

/** The popups showing now for one site and screen, the one to show first (latest start) first. */
export const publicPopupListSchema = z.array(publicPopupSchema);
