import { pagedSchema } from '@app/contract/common';
import { type ImageListQuery, imageSchema } from '@app/contract/image';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { imageKeys } from './image-keys';

const imagePageSchema = pagedSchema(imageSchema);

export function getImages(query: ImageListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.keyword !== undefined && query.keyword !== '') params.set('keyword', query.keyword);
  return requestJson(`/admin/v1/image?${params.toString()}`, imagePageSchema, {
    auth: true,
    signal,
  });
}

export const imagesQueryOptions = (query: ImageListQuery) =>
  queryOptions({
    queryKey: imageKeys.list(query),
    queryFn: ({ signal }) => getImages(query, signal),
    // The grid keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useImages = (query: ImageListQuery) => useQuery(imagesQueryOptions(query));
