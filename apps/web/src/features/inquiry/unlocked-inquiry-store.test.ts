import { afterEach, expect, test, vi } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import {
  UNLOCKED_INQUIRY_STORAGE_KEY,
  isInquiryUnlocked,
  readUnlockedInquiry,
  type UnlockedInquiry,
} from './unlocked-inquiry-store';

const unlocked: UnlockedInquiry = { id: 12, token: 'signed', expiresAt: '2025-03-01T00:30:00Z' };

afterEach(() => {
  vi.unstubAllGlobals();
});

test('lets the view render only for the unlocked inquiry', () => {
  expect(isInquiryUnlocked(unlocked, '12')).toBe(true);
  expect(isInquiryUnlocked(unlocked, '13')).toBe(false);
  expect(isInquiryUnlocked(unlocked, '012')).toBe(false);
  expect(isInquiryUnlocked(unlocked, undefined)).toBe(false);
  expect(isInquiryUnlocked(null, '12')).toBe(false);
});

test('reads the unlock kept in sessionStorage', () => {
  vi.stubGlobal(
    'sessionStorage',
    memoryStorage({ [UNLOCKED_INQUIRY_STORAGE_KEY]: JSON.stringify(unlocked) }),
  );
  expect(readUnlockedInquiry()).toEqual(unlocked);
});

test('ignores anything in storage that is not an unlock', () => {
  for (const stored of [
    'not json',
    '{"id":"12","token":"x","expiresAt":"y"}',
    '{"id":12}',
    'null',
  ]) {
    vi.stubGlobal('sessionStorage', memoryStorage({ [UNLOCKED_INQUIRY_STORAGE_KEY]: stored }));
    expect(readUnlockedInquiry()).toBeNull();
  }
});

test('has no unlock without storage', () => {
  expect(readUnlockedInquiry()).toBeNull();
});
