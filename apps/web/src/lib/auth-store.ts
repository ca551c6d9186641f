import type { UserInfo } from '@app/contract/auth';
import { create } from 'zustand';
import { readStorage, removeStorage, writeStorage } from './storage';

/** localStorage key of the session token (original §4). */
export const TOKEN_STORAGE_KEY = 'token';

export type AuthStatus = 'checking' | 'authenticated' | 'anonymous';

type AuthState = {
  token: string | null;
  userInfo: UserInfo | null;
  /** `checking` while a stored token awaits the auth check; guards show a loader meanwhile. */
  status: AuthStatus;
  /**
   * The server answered `two_factor_setup_required`: the site requires 2FA and this member has
   * none yet, so only their account page works until they set it up.
   */
  twoFactorSetupRequired: boolean;
  signIn: (token: string, userInfo: UserInfo) => void;
  signOut: () => void;
  /** Signs out only if `token` is still the current one, so a late 401 cannot end a newer session. */
  expireSession: (token: string) => void;
  setTwoFactorSetupRequired: (required: boolean) => void;
};

function storedToken(): string | null {
  const token = readStorage('local', TOKEN_STORAGE_KEY);
  return token === null || token === '' ? null : token;
}

export const useAuthStore = create<AuthState>()((set, get) => {
  const token = storedToken();
  return {
    token,
    userInfo: null,
    status: token === null ? 'anonymous' : 'checking',
    twoFactorSetupRequired: false,
    signIn: (nextToken, userInfo) => {
      writeStorage('local', TOKEN_STORAGE_KEY, nextToken);
      // A new session is judged afresh by the server; the same one keeps what it learnt.
      const keep = get().token === nextToken && get().twoFactorSetupRequired;
      set({ token: nextToken, userInfo, status: 'authenticated', twoFactorSetupRequired: keep });
    },
    signOut: () => {
      removeStorage('local', TOKEN_STORAGE_KEY);
      set({ token: null, userInfo: null, status: 'anonymous', twoFactorSetupRequired: false });
    },
    expireSession: (expired) => {
      if (get().token === expired) get().signOut();
    },
    setTwoFactorSetupRequired: (required) => {
      set({ twoFactorSetupRequired: required });
    },
  };
});
