import { Alert, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { usePost } from '../../../features/board/api/get-post';
import { listPathFromState, parseRouteId } from '../../../features/board/board-paths';
import { PostArticle } from '../../../features/board/components/post-article';
import { isApiError } from '../../../lib/api-error';
import { useContentLanguage } from '../../../lib/content-language';
import { NotFoundPage } from './not-found-page';

function BoardView({ postId }: { postId: number }) {
  const { t } = useTranslation('board');
  // Whatever another page put there: read only through listPathFromState.
  const state: unknown = useLocation().state;
  const query = usePost(postId, useContentLanguage());
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    // Unknown and unpublished posts alike.
    return <NotFoundPage />;
  }
  return (
    <Container size="md" py={{ base: 'xl', md: 56 }}>
      {query.isPending ? (
        <Group justify="center" py="xl">
          <LoadingSpinner label={t('view.loading')} />
        </Group>
      ) : query.data === undefined ? (
        <Alert color="red" variant="light">
          {t('view.failed')}
        </Alert>
      ) : (
        <PostArticle post={query.data} listPath={listPathFromState(state, query.data.boardId)} />
      )}
    </Container>
  );
}

/** `board/view/:id`: one published post. */
export function BoardViewPage() {
  const postId = parseRouteId(useParams().id);
  if (postId === null) return <NotFoundPage />;
  return <BoardView key={postId} postId={postId} />;
}
