import { expect, test } from 'vitest';
import { maskName } from './mask-name.ts';

test.each([
  ['홍길동', '홍*동'],
  ['남궁민수', '남**수'],
  ['이순', '이*'],
  ['김', '*'],
  ['  홍길동  ', '홍*동'],
  ['John Smith', 'J********h'],
  ['𠮷野家', '𠮷*家'],
  ['', ''],
])('%j is shown as %j', (name, masked) => {
  expect(maskName(name)).toBe(masked);
});
