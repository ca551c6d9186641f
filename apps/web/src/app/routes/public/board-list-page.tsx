import { Alert, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHero } from '../../../components/ui/page-hero';
import { Pagination } from '../../../components/ui/pagination';
import { useBoardPosts } from '../../../features/board/api/get-board-posts';
import { boardPaths, parseRouteId } from '../../../features/board/board-paths';
import { PageHead } from '../../../components/ui/page-head';
import { breadcrumbs } from '../../../lib/structured-data';
import { POST_KEYWORD_PARAM, postListQuery } from '../../../features/board/post-list-params';
import { PostGallery } from '../../../features/board/components/post-gallery';
import { PostListTable } from '../../../features/board/components/post-list-table';
import { PostSearchForm } from '../../../features/board/components/post-search-form';
import { isApiError } from '../../../lib/api-error';
import { fallbackLang } from '../../../lib/content-language';
import { NotFoundPage } from './not-found-page';
import { freshParams } from '../../../lib/i18n/language-url';

function BoardList({ boardId }: { boardId: number }) {
  const { t } = useTranslation('board');
  const { t: tc } = useTranslation();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const listQuery = postListQuery(searchParams);
  const keyword = listQuery.keyword ?? '';
  const query = useBoardPosts(boardId, listQuery);

  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <NotFoundPage />;
  }
  const data = query.data;
  const fromList = `${location.pathname}${location.search}`;

  const search = (next: string) => {
    // A new search starts on its first page.
    setSearchParams((current) =>
      freshParams(current, next === '' ? {} : { [POST_KEYWORD_PARAM]: next }),
    );
  };

  const body = () => {
    if (query.isPending) {
      return (
        <Group justify="center" py="xl">
          <LoadingSpinner label={t('list.loading')} />
        </Group>
      );
    }
    if (data === undefined) {
      return (
        <Alert color="red" variant="light">
          {t('list.failed')}
        </Alert>
      );
    }
    if (data.items.length === 0 && data.pinned.length === 0) {
      return (
        <Text c="dimmed" ta="center" py="xl">
          {keyword === '' ? t('list.empty') : t('list.noResults')}
        </Text>
      );
    }
    return (
      <>
        {data.board.kind === 'gallery' ? (
          <PostGallery posts={[...data.pinned, ...data.items]} fromList={fromList} />
        ) : (
          <PostListTable
            boardName={data.board.name}
            pinned={data.pinned}
            items={data.items}
            firstNumber={data.total - data.page * data.size}
            fromList={fromList}
          />
        )}
        <Pagination page={data.page} totalPages={Math.ceil(data.total / data.size)} />
      </>
    );
  };

  return (
    <>
      {data !== undefined && (
        <PageHead
          title={data.board.name}
          translated={data.board.hasEnglish}
          feed={{ path: `/rss/board/${String(boardId)}`, title: data.board.name }}
          jsonLd={[
            breadcrumbs([
              { name: tc('breadcrumbHome'), path: '/' },
              { name: data.board.name, path: boardPaths.list(boardId) },
            ]),
          ]}
        />
      )}
      <PageHero
        title={data?.board.name ?? t('list.title')}
        {...(data !== undefined && data.board.description !== ''
          ? { description: data.board.description }
          : {})}
        {...(data === undefined
          ? {}
          : {
              titleLang: fallbackLang(data.board, 'name').lang,
              descriptionLang: fallbackLang(data.board, 'description').lang,
              translated: data.board.hasEnglish,
              // A board without a description of its own is described by its name.
              ...(data.board.description === ''
                ? { head: { description: t('list.metaDescription', { name: data.board.name }) } }
                : {}),
            })}
      />
      <Container size="xl" py={{ base: 'xl', md: 48 }}>
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed" aria-live="polite">
              {data === undefined
                ? ''
                : keyword === ''
                  ? // Every post the list shows: the pinned notices above the pages too.
                    t('list.total', { count: data.total + data.pinned.length })
                  : t('list.searchTotal', { count: data.total + data.pinned.length, keyword })}
            </Text>
            <PostSearchForm keyword={keyword} onSearch={search} />
          </Group>
          {body()}
        </Stack>
      </Container>
    </>
  );
}

/** `board/:id`: a board's posts, notices first on every page, with search and paging. */
export function BoardListPage() {
  const boardId = parseRouteId(useParams().id);
  if (boardId === null) return <NotFoundPage />;
  return <BoardList key={boardId} boardId={boardId} />;
}
