import type { ParseKeys } from 'i18next';

export type NavLinkItem = { to: string; label: ParseKeys<'layout'> };
export type NavGroupItem = { label: ParseKeys<'layout'>; children: NavLinkItem[] };
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
  { to: '/board/1', label: 'nav.notice' },
  { to: '/inquiries/list', label: 'nav.inquiries' },
];

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}
