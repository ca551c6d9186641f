import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { member } from '../../db/schema/index.ts';

/** The member a login id names, in any case: whom a sign-in is for. */
export async function findMemberByLoginId(
  db: Db,
  loginId: string,
): Promise<typeof member.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(member)
    .where(eq(sql`lower(${member.loginId})`, loginId.toLowerCase()))
    .limit(1);
  return row ?? null;
}
