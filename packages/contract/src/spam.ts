import { z } from 'zod';

/**
 * The public forms a proof-of-work challenge is issued for. A challenge names its form inside
 * its signed parameters, so one solved for one form is refused by another.
 */
export const SPAM_FORMS = ['inquiry-create', 'inquiry-edit', 'inquiry-unlock'] as const;
export type SpamForm = (typeof SPAM_FORMS)[number];

/** Why a submission was put in the quarantine (스팸 보관함) instead of being published. */
export const SPAM_REASONS = ['honeypot', 'too_fast', 'no_proof'] as const;
export const spamReasonSchema = z.enum(SPAM_REASONS);
export type SpamReason = z.infer<typeof spamReasonSchema>;

/** The body field that carries the solved challenge (ALTCHA's own name for it). */
export const PROOF_OF_WORK_FIELD = 'altcha';

/** The solved challenge, base64 JSON as the ALTCHA solver produces it; absent without script. */
export const proofOfWorkSchema = z.string().max(4000).optional();

export const challengeQuerySchema = z.strictObject({ form: z.enum(SPAM_FORMS) });

/** ALTCHA's v2 challenge: every parameter, the form and the expiry included, is signed. */
export const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    /** What the server signed in: the form and when the challenge was issued. */
    data: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  signature: z.string().optional(),
});
export type Challenge = z.infer<typeof challengeSchema>;
