import type { Attachment } from '@app/contract/board';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { post, postAttachment } from '../../db/schema/index.ts';

/** Stores an uploaded file's record, not yet claimed by any post. */
export async function insertAttachment(
  db: Db,
  values: {
    originalName: string;
    storageKey: string;
    bytes: number;
    mime: string;
    /** Null for a file the demo seed attached. */
    createdBy: number | null;
  },
): Promise<Attachment> {
  const [row] = await db.insert(postAttachment).values(values).returning({
    id: postAttachment.id,
    originalName: postAttachment.originalName,
    bytes: postAttachment.bytes,
    mime: postAttachment.mime,
  });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An attachment of a published post (what visitors may download), or null. */
export async function findPublishedAttachment(db: Db, postId: number, attachmentId: number) {
  const [row] = await db
    .select({
      originalName: postAttachment.originalName,
      storageKey: postAttachment.storageKey,
      mime: postAttachment.mime,
    })
    .from(postAttachment)
    .innerJoin(post, eq(post.id, postAttachment.postId))
    .where(
      and(
        eq(postAttachment.id, attachmentId),
        eq(postAttachment.postId, postId),
        eq(post.published, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Removes uploads no post claimed before `before` (an abandoned form); returns their files. */
export async function deleteUnclaimedAttachments(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(postAttachment)
    .where(and(isNull(postAttachment.postId), lt(postAttachment.createdAt, before)))
    .returning({ key: postAttachment.storageKey });
  return rows.map((r) => r.key);
}
