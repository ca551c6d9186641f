import type { postInputSchema } from '@app/contract/board';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text/sanitize.ts';
import { descriptionImageIds } from '../product/product-description.ts';
import type { PostValues } from './post.repository.ts';

/** Sanitised values for the database from a post form. */
export async function postValues(
  db: Db,
  input: Omit<z.output<typeof postInputSchema>, 'attachmentIds'>,
  authorName: string,
): Promise<PostValues> {
  const content = sanitizeRichText(input.content);
  // Sanitised output quotes every attribute, so the first media image is found reliably.
  const thumbnailUrl = /<img src="(\/api\/media\/[^"]+)"/.exec(content)?.[1] ?? null;
  return {
    boardId: input.boardId,
    title: input.title,
    content,
    searchText: `${input.title} ${richTextToPlain(content)}`.toLowerCase(),
    thumbnailUrl,
    imageIds: await descriptionImageIds(db, content),
    authorName: input.authorName ?? authorName,
    pinned: input.pinned,
    published: input.published,
  };
}
