import '../../../lib/zod-config';
import '@mantine/core/styles/NavLink.layer.css';
import { PAGE_SLUGS } from '@app/contract/page';
import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../../../lib/i18n/localized-navigation';

/**
 * Each editable page as a link under "페이지 편집" in the admin navigation, the home page's
 * sections and the site's menus right after the home page, and the policies last.
 */
export function AdminPageNavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('pages');
  const { t: tAdmin } = useTranslation('adminPage');
  const { pathname } = useLocation();
  const links = [
    ...PAGE_SLUGS.flatMap((slug) => [
      { to: `/admin/editPage/${slug}`, label: t(`names.${slug}`) },
      ...(slug === 'home'
        ? [
            { to: '/admin/homeSections', label: tAdmin('homeSections.nav') },
            { to: '/admin/menus', label: tAdmin('menus.nav') },
          ]
        : []),
    ]),
    { to: '/admin/policies', label: tAdmin('policies.nav') },
  ];
  return links.map(({ to, label }) => {
    // The policies' page holds each policy under its own path.
    const active = pathname === to || pathname.startsWith(`${to}/`);
    return (
      <NavLink
        key={to}
        component={Link}
        to={to}
        label={label}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        variant="subtle"
        pl={44}
        py={6}
      />
    );
  });
}
