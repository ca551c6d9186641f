import { expect, test } from 'vitest';
import { maskPersonalData } from './query-privacy.ts';

test('phone numbers and e-mail addresses are masked, product codes and sizes are kept', () => {
  expect(maskPersonalData('010-1234-5678 문의')).toBe('[phone] 문의');
  expect(maskPersonalData('01012345678')).toBe('[phone]');
  expect(maskPersonalData('+82 10 1234 5678')).toBe('[phone]');
  expect(maskPersonalData('02-123-4567 환풍기')).toBe('[phone] 환풍기');
  expect(maskPersonalData('hong@example.co.kr 견적')).toBe('[email] 견적');
  for (const kept of ['KP-100', 'sus 304 50a', '환풍기 2024', 'AB-20C 1200mm', '1234-5678'])
    expect(maskPersonalData(kept)).toBe(kept);
});
