import type { Post } from '@app/contract/board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { withLanguage } from '../../../lib/i18n/language-url';
import { boardKeys } from './board-keys';

export function getPost(id: number, language: Language, signal?: AbortSignal): Promise<Post> {
  return requestJson<Post>(`/data/v1/post/${String(id)}${withLanguage('', language)}`, { signal });
}

export const postQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: boardKeys.post(id, language),
    queryFn: ({ signal }) => getPost(id, language, signal),
  });

export const usePost = (id: number, language: Language) => useQuery(postQueryOptions(id, language));
