import '../../../lib/zod-config';
import { INQUIRY_TOKEN_HEADER, type InquiryDetail } from '@app/contract/inquiry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n/i18n';
import { notifyError } from '../../../lib/notify';
import { useUnlockedInquiryStore } from '../unlocked-inquiry-store';
import { inquiryKeys } from './inquiry-keys';

export const tokenHeaders = (token: string) => ({ [INQUIRY_TOKEN_HEADER]: token });

export function getInquiry(
  id: number,
  token: string,
  signal?: AbortSignal,
): Promise<InquiryDetail> {
  return requestJson<InquiryDetail>(`/data/v1/inquiry/${String(id)}`, {
    headers: tokenHeaders(token),
    signal,
  });
}

/** The unlocked inquiry; a refused token (expired, say) is handled by the page, which re-locks. */
export const inquiryQueryOptions = (id: number, token: string) =>
  queryOptions({
    queryKey: inquiryKeys.detail(id, token),
    queryFn: ({ signal }) =>
      getInquiry(id, token, signal).catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) {
          notifyError(i18n.t('inquiry:view.expired'), { id: 'inquiry-unlock-expired' });
          useUnlockedInquiryStore.getState().lock();
        }
        throw error;
      }),
    retry: false,
    meta: { errorReport: 'none' },
  });

export const useInquiry = (id: number, token: string) => useQuery(inquiryQueryOptions(id, token));
