import {
  type AdminMenus,
  MENU_FOOTER_MAX,
  MENU_GROUP_CHILDREN_MAX,
  MENU_HEADER_MAX,
  type MenuLink,
  type MenuTarget,
  type MenuTargetKind,
  type Menus,
} from '@app/contract/menu';
import type { PageSlug } from '@app/contract/page';
import type { Policy } from '@app/contract/policy';

/*
 * The menus as the editor holds them: text fields as typed, a target's every choice kept while
 * staff switch its kind, and a key per item so that moving one moves its fields.
 */

export type TargetDraft = {
  kind: MenuTargetKind;
  slug: PageSlug;
  policy: Policy;
  /** The board, category or product chosen; null until one is. */
  id: number | null;
  url: string;
  /** The chosen product's name, for the preview (boards and categories are named by their lists). */
  productName: string | null;
};
export type LinkDraft = {
  key: string;
  type: 'link';
  label: string;
  labelEn: string;
  target: TargetDraft;
};
export type GroupDraft = {
  key: string;
  type: 'group';
  label: string;
  labelEn: string;
  children: LinkDraft[];
};
export type BoardsDraft = { key: string; type: 'boards'; label: string; labelEn: string };
export type HeaderDraft = LinkDraft | GroupDraft | BoardsDraft;
export type MenusDraft = { header: HeaderDraft[]; footer: LinkDraft[] };

let lastKey = 0;
const newKey = () => {
  lastKey += 1;
  return `item-${String(lastKey)}`;
};

const EMPTY_TARGET: TargetDraft = {
  kind: 'page',
  slug: 'about',
  policy: 'terms',
  id: null,
  url: '',
  productName: null,
};

function targetDraftOf(target: MenuTarget): TargetDraft {
  switch (target.kind) {
    case 'page':
      return { ...EMPTY_TARGET, kind: target.kind, slug: target.slug };
    case 'policy':
      return { ...EMPTY_TARGET, kind: target.kind, policy: target.policy };
    case 'board':
    case 'category':
    case 'product':
      return { ...EMPTY_TARGET, kind: target.kind, id: target.id };
    case 'url':
      return { ...EMPTY_TARGET, kind: target.kind, url: target.url };
    default:
      return { ...EMPTY_TARGET, kind: target.kind };
  }
}

const linkDraftOf = (link: MenuLink): LinkDraft => ({
  key: newKey(),
  type: 'link',
  label: link.label ?? '',
  labelEn: link.labelEn ?? '',
  target: targetDraftOf(link.target),
});

export function draftOf(menus: Pick<AdminMenus, 'header' | 'footer'>): MenusDraft {
  return {
    header: menus.header.map((item): HeaderDraft => {
      if (item.type === 'link') return linkDraftOf(item);
      const labels = { key: newKey(), label: item.label, labelEn: item.labelEn ?? '' };
      if (item.type === 'boards') return { ...labels, type: 'boards' };
      return { ...labels, type: 'group', children: item.children.map(linkDraftOf) };
    }),
    footer: menus.footer.map(linkDraftOf),
  };
}

export const newLink = (): LinkDraft => ({
  key: newKey(),
  type: 'link',
  label: '',
  labelEn: '',
  target: EMPTY_TARGET,
});
export const newGroup = (): GroupDraft => ({
  key: newKey(),
  type: 'group',
  label: '',
  labelEn: '',
  children: [newLink()],
});
export const newBoardsGroup = (label: string, labelEn: string): BoardsDraft => ({
  key: newKey(),
  type: 'boards',
  label,
  labelEn,
});

/** The boards group as staff's own group: a link to each board that exists now. */
export const boardsAsGroup = (item: BoardsDraft, boardIds: readonly number[]): GroupDraft => ({
  ...item,
  type: 'group',
  children: boardIds.map((id) => ({
    ...newLink(),
    target: { ...EMPTY_TARGET, kind: 'board', id },
  })),
});

/** What the target is, as the contract reads it; `null` for a row not chosen yet. */
function targetOf(target: TargetDraft): MenuTarget | null {
  switch (target.kind) {
    case 'page':
      return { kind: target.kind, slug: target.slug };
    case 'policy':
      return { kind: target.kind, policy: target.policy };
    case 'board':
    case 'category':
    case 'product':
      return target.id === null ? null : { kind: target.kind, id: target.id };
    case 'url':
      return { kind: target.kind, url: target.url };
    default:
      return { kind: target.kind };
  }
}

const linkInputOf = (link: LinkDraft) => ({
  type: link.type,
  label: link.label,
  labelEn: link.labelEn,
  // A row not chosen yet is refused by the contract, under the item's choice.
  target: targetOf(link.target) ?? { kind: link.target.kind, id: null },
});

/** The request body, unchecked: the contract checks it here and on the server. */
export function inputOf(draft: MenusDraft): { header: object[]; footer: object[] } {
  return {
    header: draft.header.map((item) =>
      item.type === 'link'
        ? linkInputOf(item)
        : item.type === 'boards'
          ? { type: item.type, label: item.label, labelEn: item.labelEn }
          : {
              type: item.type,
              label: item.label,
              labelEn: item.labelEn,
              children: item.children.map(linkInputOf),
            },
    ),
    footer: draft.footer.map(linkInputOf),
  };
}

/** The menus as they would be saved, for the preview: empty labels as none, unfinished links left out. */
export function previewOf(draft: MenusDraft): Menus {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const links = (items: LinkDraft[]) =>
    items.flatMap((item): MenuLink[] => {
      const target = targetOf(item.target);
      if (target === null) return [];
      return [{ type: 'link', label: text(item.label), labelEn: text(item.labelEn), target }];
    });
  return {
    header: draft.header.flatMap((item): Menus['header'] => {
      if (item.type === 'link') return links([item]);
      const labels = { label: item.label.trim(), labelEn: text(item.labelEn) };
      if (item.type === 'boards') return [{ type: 'boards', ...labels }];
      return [{ type: 'group', ...labels, children: links(item.children) }];
    }),
    footer: links(draft.footer),
  };
}

export const LIMITS = {
  header: MENU_HEADER_MAX,
  footer: MENU_FOOTER_MAX,
  children: MENU_GROUP_CHILDREN_MAX,
};

/** The list with the item at `index` moved by `delta` places (no move past either end). */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  const item = list[index];
  if (item === undefined || to < 0 || to >= list.length) return [...list];
  const rest = list.filter((_, i) => i !== index);
  return [...rest.slice(0, to), item, ...rest.slice(to)];
}

/** The header with its link at `index` moved into the group just above it, as its last link. */
export function intoGroupAbove(header: readonly HeaderDraft[], index: number): HeaderDraft[] {
  const item = header[index];
  const group = header[index - 1];
  if (item?.type !== 'link' || group?.type !== 'group') return [...header];
  if (group.children.length >= LIMITS.children) return [...header];
  return header.flatMap((current, i) => {
    if (i === index) return [];
    if (i === index - 1) return [{ ...group, children: [...group.children, item] }];
    return [current];
  });
}

/** The header with the group's link at `child` taken out, placed right after the group. */
export function outOfGroup(
  header: readonly HeaderDraft[],
  index: number,
  child: number,
): HeaderDraft[] {
  const group = header[index];
  const link = group?.type === 'group' ? group.children[child] : undefined;
  if (group?.type !== 'group' || link === undefined) return [...header];
  return header.flatMap((current, i) =>
    i === index
      ? [{ ...group, children: group.children.filter((_, j) => j !== child) }, link]
      : [current],
  );
}
