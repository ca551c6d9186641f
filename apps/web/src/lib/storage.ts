/**
 * Web Storage that never throws: it is missing while rendering on a server and throws when the
 * browser blocks it (private modes, disabled cookies). The app then simply forgets between visits.
 */
type StorageKind = 'local' | 'session';

function storageArea(kind: StorageKind): Storage | null {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return storageArea(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    storageArea(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or blocked: the value lives for this page view only.
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    storageArea(kind)?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
