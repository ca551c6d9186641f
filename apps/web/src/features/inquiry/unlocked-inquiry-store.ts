import '../../lib/zod-config';
import { z } from 'zod';
import { create } from 'zustand';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

/** sessionStorage key: an unlock lasts for the browser tab, like the server's short-lived token. */
export const UNLOCKED_INQUIRY_STORAGE_KEY = 'unlockedInquiry';

/** What `POST /api/data/v1/inquiry/{id}/unlock` grants (DESIGN §4), for the inquiry `id`. */
const unlockedInquirySchema = z.object({
  id: z.number().int().positive(),
  token: z.string().min(1),
  expiresAt: z.string(),
});
export type UnlockedInquiry = z.infer<typeof unlockedInquirySchema>;

/** The stored unlock, if it is one; anything else in storage (edited, older format) is ignored. */
export function readUnlockedInquiry(): UnlockedInquiry | null {
  const raw = readStorage('session', UNLOCKED_INQUIRY_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = unlockedInquirySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether the inquiry view for the route's `id` may render (original §4): only the inquiry
 * unlocked last. The browser check is a courtesy; the server checks the token (DESIGN §4).
 */
export function isInquiryUnlocked(
  unlocked: UnlockedInquiry | null,
  routeId: string | undefined,
): unlocked is UnlockedInquiry {
  return unlocked !== null && routeId !== undefined && String(unlocked.id) === routeId;
}

type UnlockedInquiryState = {
  unlocked: UnlockedInquiry | null;
  unlock: (unlocked: UnlockedInquiry) => void;
  lock: () => void;
};

export const useUnlockedInquiryStore = create<UnlockedInquiryState>()((set) => ({
  unlocked: readUnlockedInquiry(),
  unlock: (unlocked) => {
    writeStorage('session', UNLOCKED_INQUIRY_STORAGE_KEY, JSON.stringify(unlocked));
    set({ unlocked });
  },
  lock: () => {
    removeStorage('session', UNLOCKED_INQUIRY_STORAGE_KEY);
    set({ unlocked: null });
  },
}));
