import '@mantine/core/styles/NavLink.layer.css';
import { NavLink } from '@mantine/core';
import { useLocation } from 'react-router';
import { Link } from '../../../lib/i18n/localized-navigation';
import { useAdminBoards } from '../api/get-admin-boards';
import { boardPaths } from '../board-paths';

/** Each board as a link under "게시판" in the admin navigation. */
export function AdminBoardNavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { data } = useAdminBoards();
  return (data ?? []).map((board) => {
    const to = boardPaths.admin(board.id);
    const active = pathname === to;
    return (
      <NavLink
        key={board.id}
        component={Link}
        to={to}
        label={board.name}
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
