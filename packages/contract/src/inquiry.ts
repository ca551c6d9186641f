import { z } from 'zod';
import { CONTENT_LANGUAGES } from './content-language.ts';
import { proofOfWorkSchema, spamReasonSchema } from './spam.ts';
import {
  bodyIdSchema,
  daySchema,
  idSchema,
  optionalEmail,
  optionalPhone,
  pageQuerySchema,
  text,
} from './common.ts';
import { mobileNumberSchema } from './text-messages.ts';

export const INQUIRY_STATUSES = ['received', 'answered'] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;

export const INQUIRY_TITLE_MAX = 200;
export const INQUIRY_CONTENT_MAX = 5000;
/**
 * New inquiries' passwords: six characters, not all digits, so the guess limits (ten per address
 * and inquiry) leave no useful share of the space to a burst or a botnet. Older inquiries keep the
 * passwords they were written with.
 */
export const INQUIRY_PASSWORD_MIN = 6;
/** How long an unlock token opens its inquiry (DESIGN §4). */
export const INQUIRY_TOKEN_TTL_MS = 30 * 60_000;
/** Said when the collection notice a form was read with is no longer the one in force. */
export const PRIVACY_NOTICE_CHANGED =
  'the privacy notice has changed: reload the page and read it again';
/** The request header that carries the unlock token. */
export const INQUIRY_TOKEN_HEADER = 'x-inquiry-token';

const productIdField = bodyIdSchema.nullish();

/** Fields a visitor writes and may later edit (plain text: HTML is stored as typed). */
const inquiryFields = {
  title: text(INQUIRY_TITLE_MAX),
  content: z.string().trim().min(1).max(INQUIRY_CONTENT_MAX),
  authorName: text(50),
  email: optionalEmail,
  phone: optionalPhone,
  secret: z.boolean().default(true),
  productId: productIdField,
};

/** The answer's notice goes by e-mail, so asking for it needs an address. */
export const NOTIFY_NEEDS_EMAIL = 'enter an e-mail address to be told of the answer';
export const NOTIFY_NEEDS_MOBILE = 'enter a mobile number to be texted of the answer';
const CONTACT_REQUIRED = 'enter an e-mail address or a phone number';
const requireContact = (
  value: { email?: string | null; phone?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (!value.email && !value.phone) {
    for (const path of ['email', 'phone']) {
      ctx.addIssue({ code: 'custom', message: CONTACT_REQUIRED, path: [path] });
    }
  }
};
/** Checked even when other fields fail, so a form shows every problem at once. */
const contactCheck = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' && payload.value !== null,
};

export const inquiryPasswordSchema = z
  .string()
  .min(INQUIRY_PASSWORD_MIN)
  .max(100)
  .regex(/\D/, 'not digits only: add a letter or a symbol');

export const inquiryCreateSchema = z
  .strictObject({
    ...inquiryFields,
    password: inquiryPasswordSchema,
    privacyConsent: z.literal(true, 'consent to the collection of personal information'),
    /**
     * The 시행일 of the collection notice the visitor read (policy.ts); one no longer in force (a
     * page read before a new notice) must be reloaded and read again.
     */
    privacyNoticeVersion: daySchema,
    /**
     * Honeypot: hidden from people, filled by form-filling bots. A filled one gets the normal
     * response and the inquiry goes to the quarantine, so the bot learns nothing.
     */
    website: z.string().max(500).optional(),
    /** Consent to one e-mail when the answer is saved (it needs the e-mail address). */
    notifyAnswer: z.boolean().default(false),
    /**
     * Consent to one text (SMS or 카카오 알림톡) when the answer is saved, where the site sends
     * texts (`site.textNotices`); it needs a mobile number.
     */
    notifyAnswerByText: z.boolean().default(false),
    /** The language the form was read in: the answer's notice is written in it. */
    language: z.enum(CONTENT_LANGUAGES).default('ko'),
    altcha: proofOfWorkSchema,
  })
  .superRefine(requireContact, contactCheck)
  .superRefine((value, ctx) => {
    if (value.notifyAnswer && !value.email) {
      ctx.addIssue({ code: 'custom', message: NOTIFY_NEEDS_EMAIL, path: ['notifyAnswer'] });
    }
    if (value.notifyAnswerByText && !mobileNumberSchema.safeParse(value.phone ?? '').success) {
      ctx.addIssue({ code: 'custom', message: NOTIFY_NEEDS_MOBILE, path: ['notifyAnswerByText'] });
    }
  }, contactCheck);
export type InquiryCreateInput = z.input<typeof inquiryCreateSchema>;

export const inquiryUpdateSchema = z
  .strictObject({ ...inquiryFields, altcha: proofOfWorkSchema })
  .superRefine(requireContact, contactCheck);
export type InquiryUpdateInput = z.input<typeof inquiryUpdateSchema>;

export const inquiryCreatedSchema = z.object({ id: z.number().int().nonnegative() });
export type InquiryCreated = z.infer<typeof inquiryCreatedSchema>;

/** `{ password }` for a secret inquiry; a non-secret one opens without it, read-only. */
export const inquiryUnlockInputSchema = z.strictObject({
  password: z.string().min(1).max(100).optional(),
  altcha: proofOfWorkSchema,
});
export type InquiryUnlockInput = z.infer<typeof inquiryUnlockInputSchema>;

export const inquiryUnlockSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** Whether the token also allows editing and deleting (only a password grants that). */
  canManage: z.boolean(),
});
export type InquiryUnlock = z.infer<typeof inquiryUnlockSchema>;

/** What anyone may see of an inquiry: no content or contact details, the author masked. */
export const inquirySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  authorName: z.string(),
  secret: z.boolean(),
  status: inquiryStatusSchema,
  productId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiryListQuerySchema = pageQuerySchema.extend({
  productId: idSchema.optional(),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

const productRefSchema = z
  .object({ id: z.number().int(), name: z.string(), code: z.string().nullable() })
  .nullable();

/** The whole inquiry, for its author (with the unlock token) and for staff. */
export const inquirySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  authorName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  secret: z.boolean(),
  status: inquiryStatusSchema,
  product: productRefSchema,
  /** Sanitised HTML written by staff. */
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiryDetailSchema = inquirySchema.extend({
  /** Sent only to the author holding a password unlock; nobody else receives them. */
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  /**
   * True for the author holding a password unlock while the inquiry is unanswered: an answer
   * closes it to edits and deletion (the question stays as the answer's record).
   */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  previous: inquirySummarySchema.nullable(),
  next: inquirySummarySchema.nullable(),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

export const adminInquirySchema = inquirySchema.extend({
  answeredBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When the writer agreed to the collection notice, and to which version of its text. */
  privacyConsentAt: z.string(),
  privacyNoticeVersion: z.string(),
  /** When the retention period ended and the name, e-mail and phone were erased. */
  personalDataErasedAt: z.string().nullable(),
  /** Why it sits in the quarantine (스팸 보관함); null for an inquiry in the normal list. */
  spamReason: spamReasonSchema.nullable(),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;

export const adminInquiryListQuerySchema = pageQuerySchema
  .extend({
    status: inquiryStatusSchema.optional(),
    keyword: z.string().trim().max(100).optional(),
    /** Inclusive calendar days in Korean time (UTC+9, no daylight saving). */
    from: daySchema.optional(),
    to: daySchema.optional(),
    /** `true`: the quarantine (스팸 보관함) instead of the normal list. */
    spam: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    error: 'the start date must not be after the end date',
    path: ['to'],
  });
export type AdminInquiryListQuery = z.infer<typeof adminInquiryListQuerySchema>;

export const adminInquiryListItemSchema = adminInquirySchema.omit({ content: true, answer: true });
export type AdminInquiryListItem = z.infer<typeof adminInquiryListItemSchema>;

export const inquiryAnswerInputSchema = z.strictObject({
  answer: z.string().trim().min(1).max(50_000),
});
export type InquiryAnswerInput = z.infer<typeof inquiryAnswerInputSchema>;

export const inquiryStatusInputSchema = z.strictObject({ status: inquiryStatusSchema });
export type InquiryStatusInput = z.infer<typeof inquiryStatusInputSchema>;

export const unansweredCountSchema = z.object({ count: z.number().int() });
export type UnansweredCount = z.infer<typeof unansweredCountSchema>;
