import type { ImageListQuery } from '@app/contract/image';

/** Query keys of the image library; `imageKeys.all` invalidates every list and detail. */
export const imageKeys = {
  all: ['images'] as const,
  lists: () => [...imageKeys.all, 'list'] as const,
  list: (query: ImageListQuery) => [...imageKeys.lists(), query] as const,
  detail: (id: number) => [...imageKeys.all, 'detail', id] as const,
};
