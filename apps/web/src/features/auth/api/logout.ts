import { requestNoContent } from '../../../lib/api-client';

/** Revokes the session on the server. */
export function postLogout(): Promise<void> {
  return requestNoContent('/logout', { method: 'POST', auth: true });
}
