import {
  TEXT_SETTINGS_DEFAULT,
  type TextSettingsInput,
  textSettingsInputSchema,
} from '@app/contract/text-messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSetting } from '../../db/schema/index.ts';

const KEY = 'text_messages';

/** Who is texted, from which number, how, and when not (the defaults until staff save). */
export async function readTextSettings(db: Db): Promise<TextSettingsInput> {
  const [row] = await db
    .select({ value: siteSetting.value })
    .from(siteSetting)
    .where(eq(siteSetting.key, KEY))
    .limit(1);
  return row === undefined ? TEXT_SETTINGS_DEFAULT : textSettingsInputSchema.parse(row.value);
}

export async function writeTextSettings(db: Db, value: TextSettingsInput) {
  await db
    .insert(siteSetting)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: new Date() } });
}
