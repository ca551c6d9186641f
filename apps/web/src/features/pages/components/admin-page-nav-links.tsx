import '../../../lib/zod-config';
import '@mantine/core/styles/NavLink.layer.css';
import { PAGE_SLUGS } from '@app/contract/page';
import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../../../lib/i18n/localized-navigation';

/** Each editable page as a link under "페이지 편집" in the admin navigation. */
export function AdminPageNavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  return PAGE_SLUGS.map((slug) => {
    const to = `/admin/editPage/${slug}`;
    const active = pathname === to;
    return (
      <NavLink
        key={slug}
        component={Link}
        to={to}
        label={t(`names.${slug}`)}
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
