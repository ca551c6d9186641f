import type { Board, PostSummary } from '@app/contract/board';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { SectionHeading, type SectionHeadingWords } from '../../../components/ui/section-heading';
import { fallbackLang } from '../../../lib/content-language';
import { useLanguage } from '../../../lib/i18n/language';
import { boardPaths } from '../board-paths';
import { formatDate } from '../../../lib/date-time';

/**
 * The newest posts of a board (the home page's notices), with a link to the whole board;
 * `heading` is the words staff wrote over its eyebrow and title (the board's name).
 */
export function LatestPosts({
  board,
  posts,
  heading,
  headingLang,
}: {
  board: Board;
  posts: PostSummary[];
  heading?: SectionHeadingWords;
  /** `'ko'` when `heading` is Korean on an English page. */
  headingLang?: 'ko' | undefined;
}) {
  const { t } = useTranslation('board');
  const language = useLanguage();
  return (
    <Stack component="section" aria-labelledby="latest-posts" gap="lg">
      <Group justify="space-between" align="flex-end">
        <div lang={headingLang}>
          <SectionHeading
            id="latest-posts"
            eyebrow={t('latest.eyebrow')}
            title={board.name}
            titleLang={heading?.title === undefined ? fallbackLang(board, 'name').lang : undefined}
            {...heading}
          />
        </div>
        <Anchor component={Link} to={boardPaths.list(board.id)} fw={600}>
          <Group gap={4}>
            {t('latest.more', { board: board.name })}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <Paper withBorder radius="md">
        {posts.length === 0 ? (
          <Text c="dimmed" p="lg">
            {t('latest.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {posts.map((post, index) => (
              <Group
                component="li"
                key={post.id}
                justify="space-between"
                wrap="nowrap"
                px="lg"
                py="md"
                style={
                  index === 0 ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }
                }
              >
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {post.pinned && (
                    <Badge variant="light" size="sm">
                      {t('list.notice')}
                    </Badge>
                  )}
                  <Anchor
                    component={Link}
                    to={boardPaths.view(post.id)}
                    c="inherit"
                    lineClamp={1}
                    {...fallbackLang(post, 'title')}
                  >
                    {post.title}
                  </Anchor>
                </Group>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  <time dateTime={post.createdAt}>{formatDate(post.createdAt, language)}</time>
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
