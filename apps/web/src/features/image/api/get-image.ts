import type { Image } from '@app/contract/image';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { imageKeys } from '../../../components/media/api/image-keys';
import { requestJson } from '../../../lib/api-client';

export function getImage(id: number, signal?: AbortSignal) {
  return requestJson<Image>(`/admin/v1/image/${id}`, { auth: true, signal });
}

export const imageQueryOptions = (id: number) =>
  queryOptions({ queryKey: imageKeys.detail(id), queryFn: ({ signal }) => getImage(id, signal) });

export const useImage = (id: number) => useQuery(imageQueryOptions(id));
