import { DEFAULT_MENUS, menusInputSchema } from '@app/contract/menu';
import { expect, test } from 'vitest';
import { draftOf, inputOf, intoGroupAbove, moved, outOfGroup, previewOf } from './menu-draft';

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

test('the default menus go through the editor unchanged', () => {
  const draft = draftOf(DEFAULT_MENUS);
  expect(menusInputSchema.parse(inputOf(draft))).toEqual(DEFAULT_MENUS);
  expect(previewOf(draft)).toEqual(DEFAULT_MENUS);
});

test('an item moves one place at a time, and never past either end', () => {
  const { header } = draftOf(DEFAULT_MENUS);
  expect(labels(moved(header, 1, -1))).toEqual([
    '제품',
    '회사소개',
    '기술·솔루션',
    '소식·자료',
    '문의하기',
  ]);
  expect(labels(moved(header, 4, 1))).toEqual(labels(header));
  expect(labels(moved(header, 0, -1))).toEqual(labels(header));
});

test('a link goes into the group above it and back out after it', () => {
  const { header } = draftOf(DEFAULT_MENUS);
  // 소식·자료 is the boards group: the inquiry link cannot go into it.
  expect(intoGroupAbove(header, 4)).toEqual(header);
  const reordered = moved(header, 1, 1); // 회사소개, 기술·솔루션, 제품, …
  const nested = intoGroupAbove(reordered, 2);
  expect(labels(nested)).toEqual(['회사소개', '기술·솔루션', '소식·자료', '문의하기']);
  const group = nested[1];
  expect(group?.type === 'group' && labels(group.children)).toEqual([
    '스마트 솔루션',
    '연구개발',
    '특허·인증',
    '제품',
  ]);
  expect(labels(outOfGroup(nested, 1, 3))).toEqual(labels(reordered));
});

test('a link without its board chosen is refused under its choice', () => {
  const draft = draftOf({
    header: [],
    footer: [{ type: 'link', label: '자료', labelEn: null, target: { kind: 'board', id: 5 } }],
  });
  const footer = draft.footer.map((link) => ({ ...link, target: { ...link.target, id: null } }));
  const parsed = menusInputSchema.safeParse(inputOf({ ...draft, footer }));
  expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['footer.0.target.id']);
  // The preview leaves it out, as the site would.
  expect(previewOf({ ...draft, footer }).footer).toEqual([]);
});
