import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@app/contract/two-factor';
import { generateSecret, generateURI, verify } from 'otplib';

/** What Google Authenticator and most apps assume (so otpauth URIs leave them out). */
export const TOTP_OPTIONS = { algorithm: 'sha1', digits: 6, period: 30 } as const;

/** A new base32 secret of 160 bits (RFC 4226's recommended length). */
export const newTotpSecret = () => generateSecret({ length: 20 });

export const otpauthUri = (issuer: string, label: string, secret: string) =>
  generateURI({ issuer, label, secret, ...TOTP_OPTIONS });

/** Spaces and hyphens are how codes are shown or typed, not part of them. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const isTotpCode = (normalized: string) => /^\d{6}$/.test(normalized);

/**
 * The time step of the previous, current or next 30 seconds whose code this is, or null: one
 * step either way forgives a phone's clock drift and the time it takes to type.
 */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    ...TOTP_OPTIONS,
    epochTolerance: TOTP_OPTIONS.period,
  });
  // The functional API answers for HOTP too; only a TOTP result carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Crockford's base32: no i, l, o or u to misread when copied by hand. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Ten codes of 16 characters (80 random bits each), shown as `abcd-efgh-jkmn-pqrs`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(32)] ?? '');
    return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
  });
}

/** Recovery codes are random and long, so a fast hash is enough (unlike passwords). */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeCode(code)).digest('hex');
