import { GRADE_TOP } from '@app/contract/auth-constants';
import {
  IconCategory,
  IconChartBar,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMapPin,
  IconMessages,
  IconNews,
  IconPackage,
  IconPhoto,
  IconReportSearch,
  IconSpeakerphone,
  IconSettings,
  IconUserCircle,
  IconUsers,
  IconVocabulary,
  type Icon,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { AdminBoardNavLinks } from '../../features/board/components/admin-board-nav-links';
import { UnansweredInquiryBadge } from '../../features/inquiry/components/unanswered-inquiry-badge';
import { AdminPageNavLinks } from '../../features/pages/components/admin-page-nav-links';

export type AdminNavItem = {
  to: string;
  label: ParseKeys<'admin'>;
  /** Shown on the dashboard's card for the section. */
  description?: ParseKeys<'admin'>;
  icon: Icon;
  /** The section's path prefix when `to` points at one of its pages (a board, a page). */
  section?: string;
  /** A small count beside the label (inquiries awaiting an answer). */
  badge?: ComponentType;
  /** Links under the item (each board, each editable page). */
  children?: ComponentType<{ onNavigate: () => void }>;
  /**
   * The lowest grade that may open the section (the server refuses the others), or the grade
   * the top administrator chose for the statistics.
   */
  minGrade?: number | 'statistics';
};

/** Every admin section, for the side navigation and the dashboard. */
const adminNavigation: AdminNavItem[] = [
  { to: '/admin', label: 'nav.dashboard', icon: IconLayoutDashboard },
  {
    to: '/admin/member',
    label: 'nav.member',
    description: 'sections.member',
    icon: IconUsers,
    minGrade: GRADE_TOP,
  },
  { to: '/admin/place', label: 'nav.place', description: 'sections.place', icon: IconMapPin },
  {
    to: '/admin/category',
    label: 'nav.category',
    description: 'sections.category',
    icon: IconCategory,
  },
  {
    to: '/admin/product',
    label: 'nav.product',
    description: 'sections.product',
    icon: IconPackage,
  },
  {
    to: '/admin/synonym',
    label: 'nav.synonym',
    description: 'sections.synonym',
    icon: IconVocabulary,
  },
  {
    to: '/admin/search-insight',
    label: 'nav.searchInsight',
    description: 'sections.searchInsight',
    icon: IconReportSearch,
    minGrade: 'statistics',
  },
  {
    to: '/admin/inquiries',
    label: 'nav.inquiries',
    description: 'sections.inquiries',
    icon: IconMessages,
    badge: UnansweredInquiryBadge,
  },
  {
    to: '/admin/visits',
    label: 'nav.visits',
    description: 'sections.visits',
    icon: IconChartBar,
    minGrade: 'statistics',
  },
  {
    to: '/admin/notifications',
    label: 'nav.notifications',
    description: 'sections.notifications',
    icon: IconMail,
  },
  {
    to: '/admin/board/1',
    section: '/admin/board',
    label: 'nav.board',
    description: 'sections.board',
    icon: IconNews,
    children: AdminBoardNavLinks,
  },
  { to: '/admin/image', label: 'nav.image', description: 'sections.image', icon: IconPhoto },
  {
    to: '/admin/editPage/about',
    section: '/admin/editPage',
    label: 'nav.editPage',
    description: 'sections.editPage',
    icon: IconFileText,
    children: AdminPageNavLinks,
  },
  {
    to: '/admin/popups',
    label: 'nav.popups',
    description: 'sections.popups',
    icon: IconSpeakerphone,
  },
  {
    to: '/admin/site',
    label: 'nav.site',
    description: 'sections.site',
    icon: IconSettings,
    minGrade: GRADE_TOP,
  },
  {
    to: '/admin/audit',
    label: 'nav.audit',
    description: 'sections.audit',
    icon: IconHistory,
    minGrade: GRADE_TOP,
  },
  { to: '/admin/account', label: 'nav.account', icon: IconUserCircle },
];

/**
 * The sections a member of `grade` can open: no link leads to a refusal. The statistics' are
 * left out until their grade (`statisticsGrade`) is known.
 */
export function adminNavigationFor(grade: number, statisticsGrade?: number): AdminNavItem[] {
  return adminNavigation.filter(
    ({ minGrade = 0 }) =>
      grade >= (minGrade === 'statistics' ? (statisticsGrade ?? Infinity) : minGrade),
  );
}

/** Whether `pathname` is in the item's section; the dashboard matches only itself. */
export function isActiveAdminItem(item: AdminNavItem, pathname: string): boolean {
  if (item.to === '/admin') return pathname === '/admin' || pathname === '/admin/';
  const prefix = item.section ?? item.to;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
