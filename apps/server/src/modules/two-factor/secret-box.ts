import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * TOTP secrets at rest: AES-256-GCM, `v1.<iv>.<tag>.<ciphertext>` in base64url. The member id is
 * authenticated data, so a secret copied onto another member's row does not decrypt.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

const aad = (memberId: number) => Buffer.from(`member-two-factor:${memberId}`);

export function encryptSecret(key: Buffer, memberId: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(memberId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when the stored value was written with another key or tampered with. */
export function decryptSecret(key: Buffer, memberId: number, stored: string): string | null {
  const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined)
    return null;
  if (rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(memberId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

const KEY_FILE = 'totp-encryption.key';

/**
 * The embedded database's default key: generated on the first start into DATA_DIR (readable by
 * this user only) and reused after, so a newcomer's `npm start` can enrol 2FA without setup.
 * It lives beside the database it protects: a copy of DATA_DIR carries both, which is why
 * PostgreSQL installs set TOTP_ENCRYPTION_KEY instead.
 */
export async function embeddedDatabaseKey(dataDir: string): Promise<Buffer> {
  const path = join(dataDir, KEY_FILE);
  try {
    // 'wx' fails when the file exists: two first starts cannot write two different keys.
    const file = await open(path, 'wx', 0o600);
    const key = randomBytes(32);
    try {
      await file.writeFile(`${key.toString('hex')}\n`);
    } finally {
      await file.close();
    }
    return key;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const text = (await readFile(path, 'utf8')).trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) {
    throw new Error(
      `${path} does not hold a 64-hex-character key. Restore it, or set TOTP_ENCRYPTION_KEY to the key it held.`,
    );
  }
  return Buffer.from(text, 'hex');
}
