import type { PostSummary } from '@app/contract/board';
import { Badge, Card, SimpleGrid, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { useLanguage } from '../../../lib/i18n/language';
import { mediaUrl } from '../../../lib/media-url';
import { type FromListState, boardPaths } from '../board-paths';
import { formatDate } from '../../../lib/date-time';
import classes from './post-gallery.module.css';
import { fallbackLang, fellBack } from '../../../lib/content-language';
import { KoreanOnlyLabel } from '../../../components/ui/korean-only-label';

/**
 * A gallery board: each post as a card with the first picture of its text, marked "Korean only"
 * on the English site while its title has no English version.
 */
export function PostGallery({ posts, fromList }: { posts: PostSummary[]; fromList: string }) {
  const { t } = useTranslation('board');
  const language = useLanguage();
  const state: FromListState = { fromList };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} component="ul" className={classes.grid}>
      {posts.map((post) => (
        <li key={`${post.pinned ? 'pinned' : 'post'}-${String(post.id)}`}>
          <Card
            component={Link}
            to={boardPaths.view(post.id)}
            state={state}
            withBorder
            radius="md"
            padding="sm"
            className={classes.card}
          >
            <Card.Section>
              <div className={classes.frame}>
                {post.thumbnailUrl === null ? (
                  <div className={classes.placeholder} role="img" aria-label={t('list.noImage')}>
                    <IconPhoto size={40} stroke={1.2} aria-hidden />
                  </div>
                ) : (
                  <img
                    className={classes.image}
                    src={mediaUrl(post.thumbnailUrl)}
                    alt=""
                    loading="lazy"
                  />
                )}
              </div>
            </Card.Section>
            {post.pinned && (
              <Badge variant="light" mt="sm">
                {t('list.notice')}
              </Badge>
            )}
            <Text fw={600} mt="sm" lineClamp={2} {...fallbackLang(post, 'title')}>
              {post.title}
            </Text>
            {fellBack(post, 'title') && <KoreanOnlyLabel className={classes.koreanOnly} />}
            <Text size="sm" c="dimmed" mt={4}>
              {formatDate(post.createdAt, language)}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
