import type { PostSummary } from '@app/contract/board';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, cellClasses } from '../../../components/ui/data-table';
import { KoreanOnlyLabel } from '../../../components/ui/korean-only-label';
import { Link } from '../../../lib/i18n/localized-navigation';
import { useLanguage } from '../../../lib/i18n/language';
import { type FromListState, boardPaths } from '../board-paths';
import { formatDate } from '../../../lib/date-time';
import { fallbackLang, fellBack } from '../../../lib/content-language';

/**
 * A list board: notices first (marked, unnumbered), then the page's posts numbered from the
 * newest; on a phone a card per post. Each title opens the post and remembers this page for
 * "back to the list"; on the English site one with no English version is marked "Korean only".
 */
export function PostListTable({
  boardName,
  pinned,
  items,
  firstNumber,
  fromList,
}: {
  boardName: string;
  pinned: PostSummary[];
  items: PostSummary[];
  firstNumber: number;
  fromList: string;
}) {
  const { t } = useTranslation('board');
  const language = useLanguage();
  const state: FromListState = { fromList };
  const row = (post: PostSummary, number: number | null) => (
    <tr key={`${number === null ? 'pinned' : 'post'}-${String(post.id)}`}>
      <td className={`${cellClasses.dimmed} ${number === null ? '' : cellClasses.wideOnly}`}>
        {number === null ? (
          <Badge variant="light" color="brand">
            {t('list.notice')}
          </Badge>
        ) : (
          number
        )}
      </td>
      <td className={cellClasses.cardTitle}>
        <Group gap={6} wrap="nowrap">
          <Anchor
            component={Link}
            to={boardPaths.view(post.id)}
            state={state}
            className={cellClasses.clamp}
            fw={number === null ? 700 : undefined}
            {...fallbackLang(post, 'title')}
          >
            {post.title}
          </Anchor>
          {fellBack(post, 'title') && <KoreanOnlyLabel />}
          {post.attachmentCount > 0 && (
            <IconPaperclip
              size={16}
              aria-label={t('list.hasAttachments')}
              role="img"
              style={{ flexShrink: 0 }}
            />
          )}
        </Group>
      </td>
      <td className={cellClasses.nowrap}>{post.authorName}</td>
      <td className={cellClasses.nowrap}>
        <Text size="sm">{formatDate(post.createdAt, language)}</Text>
      </td>
      <td className={cellClasses.wideOnly}>{post.viewCount}</td>
    </tr>
  );
  return (
    <DataTable caption={t('list.caption', { board: boardName })} captionHidden variant="cards">
      <thead>
        <tr>
          <th style={{ width: '5rem' }}>{t('list.number')}</th>
          <th>{t('list.subject')}</th>
          <th style={{ width: '7.5rem' }}>{t('list.author')}</th>
          <th style={{ width: '8.125rem' }}>{t('list.date')}</th>
          <th style={{ width: '5rem' }} className={cellClasses.wideOnly}>
            {t('list.views')}
          </th>
        </tr>
      </thead>
      <tbody>
        {pinned.map((post) => row(post, null))}
        {items.map((post, index) => row(post, firstNumber - index))}
      </tbody>
    </DataTable>
  );
}
