import type { PublicPopup } from '@app/contract/popup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language';
import { popupKeys } from './popup-keys';

export function getPopupsShowing(
  language: Language,
  device: 'desktop' | 'mobile',
  signal?: AbortSignal,
): Promise<PublicPopup[]> {
  const query = new URLSearchParams({ lang: language, device });
  return requestJson<PublicPopup[]>(`/data/v1/popup?${query.toString()}`, { signal });
}

/**
 * The popups showing for this site and screen, asked once per visit after the page is usable
 * (never server-rendered: a popup is no part of the page). A failure only means no popup.
 */
export const popupsShowingQueryOptions = (language: Language, device: 'desktop' | 'mobile') =>
  queryOptions({
    queryKey: popupKeys.showing(language, device),
    queryFn: ({ signal }) => getPopupsShowing(language, device, signal),
    staleTime: Infinity,
    meta: { errorReport: 'log' },
  });

export function usePopupsShowing(
  language: Language,
  device: 'desktop' | 'mobile' | null,
): PublicPopup[] | undefined {
  const { data } = useQuery({
    ...popupsShowingQueryOptions(language, device ?? 'desktop'),
    enabled: device !== null,
  });
  return data;
}
