import type { postInputSchema } from '@app/contract/board';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { storedEnglish, storedEnglishRichText } from '../../lib/content-language.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text/sanitize.ts';
import { descriptionImageIds } from '../product/product-description.ts';
import type { PostValues } from './post.repository.ts';

/** Sanitised HTML quotes every attribute, so a content's first media image is found reliably. */
const firstImage = (html: string | null) =>
  html === null ? null : (/<img src="(\/api\/media\/[^"]+)"/.exec(html)?.[1] ?? null);

/**
 * Sanitised values for the database from a post form. Both languages are searched, and both
 * contents' images are counted as used; an English version left out is none.
 */
export async function postValues(
  db: Db,
  input: Omit<z.output<typeof postInputSchema>, 'attachmentIds'>,
  authorName: string,
): Promise<PostValues> {
  const content = sanitizeRichText(input.content);
  const titleEn = storedEnglish(input.titleEn) ?? null;
  const contentEn = storedEnglishRichText(input.contentEn) ?? null;
  const searched = [input.title, titleEn, richTextToPlain(content)];
  if (contentEn !== null) searched.push(richTextToPlain(contentEn));
  return {
    boardId: input.boardId,
    title: input.title,
    titleEn,
    content,
    contentEn,
    searchText: searched
      .filter((text) => text !== null)
      .join(' ')
      .toLowerCase(),
    // Gallery boards show the Korean content's first picture, else the English one's.
    thumbnailUrl: firstImage(content) ?? firstImage(contentEn),
    imageIds: await descriptionImageIds(db, `${content} ${contentEn ?? ''}`),
    authorName: input.authorName ?? authorName,
    pinned: input.pinned,
    published: input.published,
  };
}
