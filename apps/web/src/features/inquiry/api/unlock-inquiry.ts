import type { InquiryUnlock } from '@app/contract/inquiry';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';
import { useUnlockedInquiryStore } from '../unlocked-inquiry-store';

/**
 * Exchanges the password (none for a non-secret inquiry) for a token. `headers`: on the server,
 * which visitor posted the gate's form (their address, for its limits).
 */
export function requestInquiryUnlock(
  id: number,
  password: string | undefined,
  headers?: Record<string, string>,
  altcha?: string,
): Promise<InquiryUnlock> {
  return requestJson<InquiryUnlock>(`/data/v1/inquiry/${String(id)}/unlock`, {
    method: 'POST',
    body: {
      ...(password === undefined ? {} : { password }),
      ...(altcha === undefined ? {} : { altcha }),
    },
    ...(headers === undefined ? {} : { headers }),
  });
}

/** Exchanges the password (with its proof of work) for a token, and keeps it for the tab. */
export async function unlockInquiry(
  id: number,
  password?: string,
  altcha?: string,
): Promise<InquiryUnlock> {
  const unlock = await requestInquiryUnlock(id, password, undefined, altcha);
  useUnlockedInquiryStore
    .getState()
    .unlock({ id, token: unlock.token, expiresAt: unlock.expiresAt });
  return unlock;
}

/** The gate's password form; wrong passwords are shown on the form, not as notifications. */
export const useUnlockInquiry = (id: number) =>
  useMutation({
    mutationFn: ({ password, altcha }: { password: string; altcha?: string }) =>
      unlockInquiry(id, password, altcha),
    meta: { errorReport: 'none' },
  });

/**
 * Tries to open the inquiry without a password, which succeeds only for a non-secret one
 * (DESIGN §4). A query, not a mutation: it changes nothing on the server and runs once per visit
 * to the gate; a secret inquiry answers `password_required` and the gate shows its form.
 */
export const openInquiryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['inquiry', 'open', id] as const,
    queryFn: () => unlockInquiry(id),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    meta: { errorReport: 'none' },
  });
