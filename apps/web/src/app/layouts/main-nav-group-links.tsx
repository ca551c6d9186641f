import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { useBoards } from '../../features/board/api/get-boards';
import { fallbackLang, useContentLanguage } from '../../lib/content-language';
import { type NavGroupItem, boardLink } from './main-navigation';

/** A link to render; `lang` is set when its name is Korean on an English page. */
type Render = (link: { to: string; name: string; lang?: 'ko' }) => ReactNode;

function BoardLinks({ render }: { render: Render }) {
  const { t } = useTranslation('layout');
  const boards = useBoards(useContentLanguage());
  if (boards.isPending) return <LoadingSpinner size="sm" m="sm" label={t('nav.loading')} />;
  // Without the list, the notice board is still one click away.
  if (boards.isError) return render({ to: '/board/1', name: t('nav.notice') });
  return boards.data.map((board) =>
    render({ ...boardLink(board), ...fallbackLang(board, 'name') }),
  );
}

/** The links of a menu group, rendered by the caller (menu items, or drawer links). */
export function NavGroupLinks({ group, render }: { group: NavGroupItem; render: Render }) {
  const { t } = useTranslation('layout');
  if (group.children === 'boards') return <BoardLinks render={render} />;
  return group.children.map((child) => render({ to: child.to, name: t(child.label) }));
}
