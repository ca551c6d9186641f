import { expect, test } from 'vitest';
import { listPathFromState, parseRouteId } from './board-paths';
import { formatFileSize } from './post-format';

test('file sizes read naturally in both languages', () => {
  expect(formatFileSize(512, 'en')).toBe('512 byte');
  expect(formatFileSize(1_536, 'en')).toBe('1.5 kB');
  expect(formatFileSize(20 * 1_000_000, 'ko')).toBe('20MB');
});

test('route ids are positive 32-bit integers only', () => {
  expect(parseRouteId('12')).toBe(12);
  for (const bad of [undefined, '', '0', '-1', '1e3', '01', 'abc', '9999999999']) {
    expect(parseRouteId(bad)).toBeNull();
  }
});

test('back to the list keeps the page only for the same board', () => {
  expect(listPathFromState({ fromList: '/board/1?page=3' }, 1)).toBe('/board/1?page=3');
  expect(listPathFromState({ fromList: 'https://evil.example' }, 1)).toBe('/board/1');
  expect(listPathFromState({ fromList: '/board/2?page=3' }, 1)).toBe('/board/1');
  expect(listPathFromState({ fromList: '/board/10?page=3' }, 1)).toBe('/board/1');
  expect(listPathFromState(null, 1)).toBe('/board/1');
});
