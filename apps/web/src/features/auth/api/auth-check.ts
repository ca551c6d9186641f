import type { AuthCheckResponse } from '@app/contract/auth';
import { requestJson } from '../../../lib/api-client';

/** Who the stored token belongs to; rejects (401) when it is missing, expired or revoked. */
export function getAuthCheck(): Promise<AuthCheckResponse> {
  return requestJson<AuthCheckResponse>('/authCheck', { auth: true });
}
