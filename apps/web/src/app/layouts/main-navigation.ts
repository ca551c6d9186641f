import type { Board } from '@app/contract/board';
import type { ParseKeys } from 'i18next';
import { inquiryPaths } from '../../features/inquiry/inquiry-paths';

export type NavLinkItem = { to: string; label: ParseKeys<'layout'> };
/**
 * A menu group: fixed links, or `boards`, the boards that exist (from the API, in their order).
 * The server reads them with each page, so that its menu opens without JavaScript; the browser
 * fetches them only when the group is first opened, so that no navigation waits for them.
 */
export type NavGroupItem = { label: ParseKeys<'layout'>; children: NavLinkItem[] | 'boards' };
export type NavItem = NavLinkItem | NavGroupItem;

/** The public site's menu, shared by the desktop bar and the mobile drawer. */
export const mainNavigation: NavItem[] = [
  { to: '/about', label: 'nav.about' },
  { to: '/product/list', label: 'nav.products' },
  {
    label: 'nav.solutions',
    children: [
      { to: '/smart', label: 'nav.smart' },
      { to: '/research', label: 'nav.research' },
      { to: '/patent', label: 'nav.patent' },
    ],
  },
  { label: 'nav.boards', children: 'boards' },
  // Straight to the form; the list is a link on it, and every inquiry page is in the section.
  { to: inquiryPaths.write, label: 'nav.inquiries' },
];

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

/** A board's link in the menu: its own name, as staff wrote it. */
export const boardLink = (board: Pick<Board, 'id' | 'name'>) => ({
  to: `/board/${String(board.id)}`,
  name: board.name,
});
