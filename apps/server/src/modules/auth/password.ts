import argon2 from 'argon2';

/**
 * argon2id at the library's defaults (64 MiB, 3 passes, 4 lanes: about 0.2 s here), above
 * OWASP's minimum. The parameters are stored in each hash, so a hash verifies at its own cost.
 */
const cost: Pick<argon2.HashOptions, 'memoryCost' | 'timeCost' | 'parallelism'> = {};

/**
 * The API tests' setup (test/cheap-password-hashes.ts) lowers the cost: they hash and verify
 * thousands of passwords, and what they test does not depend on how slow each one is.
 */
export function lowerPasswordCostForTests(): void {
  Object.assign(cost, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

// Verifying against a real hash when the login id is unknown keeps both failures equally slow,
// so timing does not reveal which ids exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  try {
    return await argon2
      .verify(hash ?? (await dummyHash), password)
      .then((ok) => ok && hash !== null);
  } catch {
    return false;
  }
}
