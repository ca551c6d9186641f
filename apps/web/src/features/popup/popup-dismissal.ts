import type { PublicPopup } from '@app/contract/popup';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

/*
 * "Don't show again" lives in this browser only (decision 25): one localStorage entry per popup,
 * holding the version put away (its last update) and until when. An edited popup is another
 * version, so it shows again; no cookie and nothing on the server hears of it.
 */

type Dismissable = Pick<PublicPopup, 'id' | 'updatedAt' | 'dismissDays'>;

const keyOf = (popup: Pick<PublicPopup, 'id'>) => `popup-dismissed:${String(popup.id)}`;

/**
 * The stored entry, or null when it is not one this code wrote. Checked by hand: zod stays out
 * of public pages' first download (decision 12).
 */
function parseStored(raw: string): { updatedAt: string; until: number } | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    if (!('updatedAt' in value) || !('until' in value)) return null;
    const { updatedAt, until } = value;
    return typeof updatedAt === 'string' && typeof until === 'number' ? { updatedAt, until } : null;
  } catch {
    return null;
  }
}

/** Whether the visitor put this version of the popup away and the days have not run out. */
export function isDismissed(popup: Dismissable, now: number): boolean {
  const raw = readStorage('local', keyOf(popup));
  if (raw === null) return false;
  const stored = parseStored(raw);
  if (stored !== null && stored.updatedAt === popup.updatedAt && now < stored.until) return true;
  // Run out, an older version or not ours: the entry is of no more use.
  removeStorage('local', keyOf(popup));
  return false;
}

/**
 * Puts the popup away until the start of the day `dismissDays` days from now, in the visitor's
 * own time: 1 is "오늘 하루 보지 않기", back tomorrow morning.
 */
export function dismiss(popup: Dismissable, now: number): void {
  const today = new Date(now);
  const until = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + popup.dismissDays,
  ).getTime();
  writeStorage('local', keyOf(popup), JSON.stringify({ updatedAt: popup.updatedAt, until }));
}
