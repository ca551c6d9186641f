import '@mantine/core/styles/Divider.layer.css';
import type { Post } from '@app/contract/board';
import { Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { KoreanOnlyLabel } from '../../../components/ui/korean-only-label';
import { PageHead } from '../../../components/ui/page-head';
import { fallbackLang, fellBack, useContentLanguage } from '../../../lib/content-language';
import { useLanguage } from '../../../lib/i18n/language';
import { useSiteIdentity } from '../../../lib/site-identity';
import { article, breadcrumbs, excerpt } from '../../../lib/structured-data';
import { useBoards } from '../api/get-boards';
import { boardPaths } from '../board-paths';
import { formatDate } from '../../../lib/date-time';
import { AttachmentList } from './attachment-list';

function Neighbour({ label, post }: { label: string; post: Post['prev'] }) {
  const { t } = useTranslation('board');
  return (
    <Group gap="md" wrap="nowrap">
      <Text size="sm" fw={600} w={72} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {post === null ? (
        <Text size="sm" c="dimmed">
          {t('view.none')}
        </Text>
      ) : (
        <Anchor
          component={Link}
          to={boardPaths.view(post.id)}
          size="sm"
          lineClamp={1}
          {...fallbackLang(post, 'title')}
        >
          {post.title}
        </Anchor>
      )}
    </Group>
  );
}

/**
 * Title, excerpt, picture (its first, else the site's share image) and structured data (Article,
 * BreadcrumbList naming the board when known).
 */
function PostHead({ post }: { post: Post }) {
  const { t } = useTranslation();
  const { ownName, shareImage } = useSiteIdentity();
  const board = useBoards(useContentLanguage()).data?.find(
    (candidate) => candidate.id === post.boardId,
  );
  const path = boardPaths.view(post.id);
  const description = excerpt(post.content) || post.title;
  // Search engines show an article with a picture only: the site's (its largest rendition, as
  // for a product) stands in for a post without one.
  const image = post.thumbnailUrl ?? shareImage?.variants.at(-1)?.url ?? null;
  return (
    <PageHead
      title={post.title}
      description={description}
      type="article"
      translated={post.hasEnglish}
      {...(post.thumbnailUrl === null
        ? {}
        : { image: { url: post.thumbnailUrl, alt: post.title } })}
      jsonLd={[
        article({
          headline: post.title,
          description,
          published: post.createdAt,
          modified: post.updatedAt,
          image,
          publisher: ownName,
          path,
        }),
        breadcrumbs([
          { name: t('breadcrumbHome'), path: '/' },
          ...(board ? [{ name: board.name, path: boardPaths.list(board.id) }] : []),
          { name: post.title, path },
        ]),
      ]}
    />
  );
}

/**
 * A post as visitors read it: title, date, views, text, files, neighbours and the way back. On the
 * English site a title or text with no English version is marked "Korean only".
 */
export function PostArticle({ post, listPath }: { post: Post; listPath: string }) {
  const { t } = useTranslation('board');
  const language = useLanguage();
  return (
    <Stack component="article" gap="lg" aria-labelledby="post-title">
      <PostHead post={post} />
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={1} size="h2" id="post-title" {...fallbackLang(post, 'title')}>
            {post.title}
          </Title>
          {fellBack(post, 'title') && <KoreanOnlyLabel />}
        </Group>
        <Group gap="lg" c="dimmed">
          <Text size="sm">
            {t('view.author')} {post.authorName}
          </Text>
          <Text size="sm">
            {t('view.date')}{' '}
            <time dateTime={post.createdAt}>{formatDate(post.createdAt, language)}</time>
          </Text>
          <Text size="sm">
            {t('view.views')} {post.viewCount}
          </Text>
        </Group>
      </Stack>
      <Divider />
      {/* A Korean title is marked already, and says so for the text under it. */}
      {!fellBack(post, 'title') && fellBack(post, 'content') && <KoreanOnlyLabel />}
      <RichTextView html={post.content} {...fallbackLang(post, 'content')} />
      <AttachmentList postId={post.id} attachments={post.attachments} />
      <Divider />
      <Stack gap={6}>
        <Neighbour label={t('view.previous')} post={post.prev} />
        <Neighbour label={t('view.next')} post={post.next} />
      </Stack>
      <Group>
        <Button
          component={Link}
          to={listPath}
          variant="default"
          leftSection={<IconList size={16} aria-hidden />}
        >
          {t('view.list')}
        </Button>
      </Group>
    </Stack>
  );
}
