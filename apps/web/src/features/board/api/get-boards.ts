import type { Board } from '@app/contract/board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { withLanguage } from '../../../lib/i18n/language-url';
import { boardKeys } from './board-keys';

export function getBoards(language: Language, signal?: AbortSignal): Promise<Board[]> {
  return requestJson<Board[]>(`/data/v1/board${withLanguage('', language)}`, { signal });
}

export const boardsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: boardKeys.boards(language),
    queryFn: ({ signal }) => getBoards(language, signal),
  });

export const useBoards = (language: Language) => useQuery(boardsQueryOptions(language));
