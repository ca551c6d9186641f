import { isApiError } from '../../lib/api-error';
import { useAuthStore } from '../../lib/auth-store';
import { getAuthCheck } from './api/auth-check';

/**
 * Run once when the app starts (original §4): a stored token is confirmed with the server or
 * the session is cleared, whatever the failure. Without a token the visitor is anonymous already.
 */
export async function verifyStoredSession(): Promise<void> {
  const { token } = useAuthStore.getState();
  if (token === null) return;
  try {
    const { user } = await getAuthCheck();
    // Someone may have signed in or out while the check was in flight; theirs is newer.
    if (useAuthStore.getState().token === token) useAuthStore.getState().signIn(token, user);
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) console.warn('Session check failed', error);
    useAuthStore.getState().expireSession(token);
  }
}
