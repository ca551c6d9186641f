import argon2 from 'argon2';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Verifying against a real hash when the login id is unknown keeps both failures equally slow,
// so timing does not reveal which ids exist.
const dummyHash = hashPassword('timing-equaliser-not-a-password');

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  try {
    return await argon2
      .verify(hash ?? (await dummyHash), password)
      .then((ok) => ok && hash !== null);
  } catch {
    return false;
  }
}
