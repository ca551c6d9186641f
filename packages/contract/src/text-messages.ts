import { z } from 'zod';

/*
 * Text messages (decision 24): staff told of each new inquiry, and writers who asked of its
 * answer, by SMS/LMS or by 카카오 알림톡 with the text as its fallback, through Solapi, never
 * during the quiet hours. The provider's credentials are environment variables; the rest is
 * these settings, which the top grade edits.
 */

const digits = (value: string) => value.replace(/[\s()-]/g, '');

/** A Korean mobile number (010, 011, 016–019), kept as digits. */
export const mobileNumberSchema = z
  .string()
  .trim()
  .transform(digits)
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, 'enter a mobile number such as 010-1234-5678'));

/**
 * The sender number (발신번호): one registered with the provider, as Korean law requires; a
 * mobile, a landline or a 15xx/16xx/18xx representative number, kept as digits.
 */
export const senderNumberSchema = z
  .string()
  .trim()
  .transform(digits)
  .pipe(z.string().regex(/^(0\d{8,10}|1[5-9]\d{6})$/, 'enter a number such as 02-123-4567'));

/** Staff numbers told of each new inquiry, at most. */
export const TEXT_RECIPIENTS_MAX = 5;

/** An approved 알림톡 template's id at the provider. */
const templateIdSchema = z
  .string()
  .trim()
  .regex(/^KA01TP\w{6,40}$/, 'a template id starts with KA01TP');

/** Hours of the day in Korea, 0–23. */
const hour = z.number().int().min(0).max(23);

export const textSettingsInputSchema = z.strictObject({
  /** Null: no texts are sent. */
  sender: senderNumberSchema.nullable(),
  recipients: z.array(mobileNumberSchema).max(TEXT_RECIPIENTS_MAX),
  /**
   * 카카오 알림톡 instead of a plain text, with the text as its fallback: the 카카오톡 채널's id
   * at the provider (`KA01PF…`) and the approved templates' (`KA01TP…`): the new inquiry's, and
   * the answer's (none: answers go as plain texts). Null: plain texts.
   */
  alimtalk: z
    .strictObject({
      pfId: z
        .string()
        .trim()
        .regex(/^KA01PF\w{6,40}$/, 'a channel id starts with KA01PF'),
      templateId: templateIdSchema,
      answerTemplateId: templateIdSchema.nullable().default(null),
    })
    .nullable(),
  /** No text is sent from `start` to `end` o'clock (Korea); what falls in them waits for `end`. */
  quietHours: z.strictObject({ start: hour, end: hour }),
});
export type TextSettingsInput = z.infer<typeof textSettingsInputSchema>;

export const TEXT_SETTINGS_DEFAULT: TextSettingsInput = {
  sender: null,
  recipients: [],
  alimtalk: null,
  quietHours: { start: 21, end: 8 },
};

export const textSettingsSchema = z.object({
  sender: z.string().nullable(),
  recipients: z.array(z.string()),
  alimtalk: z
    .object({ pfId: z.string(), templateId: z.string(), answerTemplateId: z.string().nullable() })
    .nullable(),
  quietHours: z.object({ start: hour, end: hour }),
  /** False when the provider's credentials are not set: nothing is queued or sent. */
  configured: z.boolean(),
});
export type TextSettings = z.infer<typeof textSettingsSchema>;
