import { expect, test } from 'vitest';
import { parseInquiryId } from './inquiry-id';

test.each([
  ['12', 12],
  ['2147483647', 2_147_483_647],
  ['2147483648', null],
  ['0', null],
  ['012', null],
  ['-1', null],
  ['1e3', null],
  ['abc', null],
  ['', null],
  [undefined, null],
])('%j is %j', (param, id) => {
  expect(parseInquiryId(param)).toBe(id);
});
