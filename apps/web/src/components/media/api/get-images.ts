import type { Paged } from '@app/contract/common';
import type { Image, ImageListQuery } from '@app/contract/image';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { imageKeys } from './image-keys';

export function getImages(query: ImageListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.keyword !== undefined && query.keyword !== '') params.set('keyword', query.keyword);
  return requestJson<Paged<Image>>(`/admin/v1/image?${params.toString()}`, {
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
