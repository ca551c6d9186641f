import '@mantine/core/styles/Table.layer.css';
import type { PostSummary } from '@app/contract/board';
import { ActionIcon, Anchor, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPaperclip, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { useLanguage } from '../../../lib/i18n/language';
import { boardPaths } from '../board-paths';
import { formatDate } from '../../../lib/date-time';

export type PostAction = 'edit' | 'delete';

/** The staff table of a board: notices first, drafts marked, with edit and delete per post. */
export function AdminPostTable({
  boardName,
  items,
  firstNumber,
  onAction,
}: {
  boardName: string;
  items: PostSummary[];
  firstNumber: number;
  onAction: (action: PostAction, post: PostSummary) => void;
}) {
  const { t } = useTranslation('adminBoard');
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption>
          <VisuallyHidden>{t('posts.caption', { board: boardName })}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('posts.number')}</Table.Th>
            <Table.Th>{t('posts.subject')}</Table.Th>
            <Table.Th w={100}>{t('posts.status')}</Table.Th>
            <Table.Th w={130}>{t('posts.date')}</Table.Th>
            <Table.Th w={70}>{t('posts.views')}</Table.Th>
            <Table.Th w={130}>{t('posts.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((post, index) => (
            <Table.Tr key={post.id}>
              <Table.Td c="dimmed">
                {post.pinned ? (
                  <Badge variant="light">{t('posts.notice')}</Badge>
                ) : (
                  firstNumber - index
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor
                    component="button"
                    type="button"
                    ta="left"
                    lineClamp={1}
                    fw={post.pinned ? 700 : undefined}
                    onClick={() => {
                      onAction('edit', post);
                    }}
                  >
                    {post.title}
                  </Anchor>
                  {post.attachmentCount > 0 && <IconPaperclip size={16} aria-hidden />}
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge variant="dot" color={post.published ? 'teal' : 'gray'}>
                  {t(post.published ? 'posts.publishedBadge' : 'posts.draft')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(post.createdAt, language)}</Text>
              </Table.Td>
              <Table.Td>{post.viewCount}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('posts.edit', { title: post.title })}
                    onClick={() => {
                      onAction('edit', post);
                    }}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  {post.published && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      component={Link}
                      to={boardPaths.view(post.id)}
                      target="_blank"
                      aria-label={t('posts.view')}
                    >
                      <IconExternalLink size={18} aria-hidden />
                    </ActionIcon>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('posts.delete', { title: post.title })}
                    onClick={() => {
                      onAction('delete', post);
                    }}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
