import type { PostSummary } from '@app/contract/board';
import { Anchor, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { useLanguage } from '../../../lib/i18n/language';
import { type FromListState, boardPaths } from '../board-paths';
import { formatDate } from '../../../lib/date-time';
import { fallbackLang } from '../../../lib/content-language';

/**
 * A list board: notices first (marked, unnumbered), then the page's posts numbered from the
 * newest. Each title opens the post and remembers this page for "back to the list".
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
    <Table.Tr key={`${number === null ? 'pinned' : 'post'}-${String(post.id)}`}>
      <Table.Td c="dimmed">
        {number === null ? (
          <Badge variant="light" color="brand">
            {t('list.notice')}
          </Badge>
        ) : (
          number
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Anchor
            component={Link}
            to={boardPaths.view(post.id)}
            state={state}
            lineClamp={1}
            fw={number === null ? 700 : undefined}
            {...fallbackLang(post, 'title')}
          >
            {post.title}
          </Anchor>
          {post.attachmentCount > 0 && (
            <IconPaperclip size={16} aria-label={t('list.hasAttachments')} role="img" />
          )}
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm">{post.authorName}</Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(post.createdAt, language)}</Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">{post.viewCount}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption>
          <VisuallyHidden>{t('list.caption', { board: boardName })}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('list.number')}</Table.Th>
            <Table.Th>{t('list.subject')}</Table.Th>
            <Table.Th w={120} visibleFrom="sm">
              {t('list.author')}
            </Table.Th>
            <Table.Th w={130}>{t('list.date')}</Table.Th>
            <Table.Th w={80} visibleFrom="sm">
              {t('list.views')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pinned.map((post) => row(post, null))}
          {items.map((post, index) => row(post, firstNumber - index))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
