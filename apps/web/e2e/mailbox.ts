import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { site } from './fixtures.ts';

/** Every message the site has sent so far (global-setup.ts keeps them), parsed. */
async function allMail(): Promise<ParsedMail[]> {
  const dir = site().mailDir;
  return Promise.all(
    readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => simpleParser(readFileSync(join(dir, name)))),
  );
}

const addressedTo = (mail: ParsedMail, address: string) =>
  [mail.to ?? []].flat().some((to) => to.value.some((box) => box.address === address));

/** The messages to `address`, once there are `count` of them (the outbox sends in the background). */
export async function mailTo(address: string, count = 1): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await allMail()).filter((mail) => addressedTo(mail, address));
        return found.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}
