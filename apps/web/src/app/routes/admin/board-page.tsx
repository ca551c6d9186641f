import type { AdminBoard, PostSummary } from '@app/contract/board';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Link, useNavigate } from '../../../lib/i18n/localized-navigation';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { pageFromSearchParams, withPage } from '../../../components/ui/page-param';
import { Pagination } from '../../../components/ui/pagination';
import { useDeletePost } from '../../../features/board/api/delete-post';
import { useAdminBoards } from '../../../features/board/api/get-admin-boards';
import { useAdminPosts } from '../../../features/board/api/get-admin-posts';
import { boardPaths, parseRouteId } from '../../../features/board/board-paths';
import { AdminPostTable } from '../../../features/board/components/admin-post-table';
import { BoardDeleteModal } from '../../../features/board/components/board-delete-modal';
import { BoardFormModal } from '../../../features/board/components/board-form-modal';
import { PostFormModal } from '../../../features/board/components/post-form-modal';
import { PostSearchForm } from '../../../features/board/components/post-search-form';
import { useItemsPerPage } from '../../../lib/items-per-page';
import { AdminPageHeader } from './admin-page-header';
import { freshParams } from '../../../lib/i18n/language-url';

type Dialog =
  | { kind: 'createBoard' }
  | { kind: 'editBoard' }
  | { kind: 'deleteBoard' }
  | { kind: 'post'; postId: number | null }
  | { kind: 'deletePost'; post: PostSummary }
  | null;

function BoardPosts({ board, afterDelete }: { board: AdminBoard; afterDelete: string }) {
  const { t } = useTranslation('adminBoard');
  const [searchParams, setSearchParams] = useSearchParams();
  const size = useItemsPerPage('default');
  const page = pageFromSearchParams(searchParams);
  const keyword = searchParams.get('keyword')?.trim().slice(0, 100) ?? '';
  const { data, isPending, isError } = useAdminPosts({
    boardId: board.id,
    page,
    size,
    ...(keyword === '' ? {} : { keyword }),
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();
  const removePost = useDeletePost();
  const close = () => {
    setDialog(null);
  };

  const list = () => {
    if (isPending) {
      return (
        <Group justify="center" py="xl">
          <LoadingSpinner label={t('loading')} />
        </Group>
      );
    }
    if (isError) return <Alert color="red">{t('failed')}</Alert>;
    if (data.items.length === 0) {
      return (
        <Text c="dimmed" ta="center" py="xl">
          {keyword === '' ? t('posts.empty') : t('posts.noResults')}
        </Text>
      );
    }
    return (
      <>
        <AdminPostTable
          boardName={board.name}
          items={data.items}
          firstNumber={data.total - data.page * data.size}
          onAction={(action, post) => {
            setDialog(
              action === 'edit' ? { kind: 'post', postId: post.id } : { kind: 'deletePost', post },
            );
          }}
        />
        <Pagination
          page={data.page}
          totalPages={Math.ceil(data.total / data.size)}
          onChange={(next) => {
            setSearchParams((current) => withPage(current, next));
          }}
        />
      </>
    );
  };

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title={board.name}
        description={board.description === '' ? t('description') : board.description}
      />
      <Group justify="space-between" align="flex-end">
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => {
              setDialog({ kind: 'editBoard' });
            }}
          >
            {t('boards.edit', { name: board.name })}
          </Button>
          <Button
            variant="default"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => {
              setDialog({ kind: 'deleteBoard' });
            }}
          >
            {t('boards.delete', { name: board.name })}
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              setDialog({ kind: 'createBoard' });
            }}
          >
            {t('boards.create')}
          </Button>
        </Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setDialog({ kind: 'post', postId: null });
          }}
        >
          {t('posts.create')}
        </Button>
      </Group>
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          {data === undefined ? '' : t('posts.total', { count: data.total })}
        </Text>
        <PostSearchForm
          keyword={keyword}
          onSearch={(next) => {
            setSearchParams((current) =>
              freshParams(current, next === '' ? {} : { keyword: next }),
            );
          }}
        />
      </Group>
      {list()}

      {dialog?.kind === 'post' && (
        <PostFormModal boardId={board.id} postId={dialog.postId} onClose={close} />
      )}
      {dialog?.kind === 'deletePost' && (
        <ConfirmModal
          opened
          danger
          title={t('posts.deleteTitle')}
          message={t('posts.deleteMessage', { title: dialog.post.title })}
          confirmLabel={t('posts.deleteConfirm')}
          cancelLabel={t('posts.cancel')}
          loading={removePost.isPending}
          onClose={close}
          onConfirm={() => {
            removePost.mutate(dialog.post.id, {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('posts.deleted') });
                close();
              },
            });
          }}
        />
      )}
      {dialog?.kind === 'editBoard' && <BoardFormModal board={board} onClose={close} />}
      {dialog?.kind === 'createBoard' && (
        <BoardFormModal
          board={null}
          onClose={close}
          onSaved={(id) => {
            void navigate(boardPaths.admin(id));
          }}
        />
      )}
      {dialog?.kind === 'deleteBoard' && (
        <BoardDeleteModal
          board={board}
          onClose={close}
          onDeleted={() => {
            close();
            void navigate(afterDelete);
          }}
        />
      )}
    </Stack>
  );
}

/**
 * `/admin/board/:id`: one board's posts for staff, and the board settings (create, edit,
 * delete). With no boards yet, it offers to create the first.
 */
export function AdminBoardPage() {
  const { t } = useTranslation('adminBoard');
  const boardId = parseRouteId(useParams().id);
  const navigate = useNavigate();
  const boards = useAdminBoards();
  const [creating, setCreating] = useState(false);

  if (boards.isPending) {
    return (
      <Group justify="center" py="xl">
        <LoadingSpinner label={t('loading')} />
      </Group>
    );
  }
  const board = boards.data?.find((b) => b.id === boardId);
  const first = boards.data?.[0];
  if (board !== undefined) {
    const other = boards.data?.find((b) => b.id !== board.id);
    return (
      <BoardPosts
        key={board.id}
        board={board}
        // Where to go once this board is deleted: another board, or the "no boards" state.
        afterDelete={boardPaths.admin(other?.id ?? board.id)}
      />
    );
  }

  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('title')} description={t('description')} />
      {boards.isError ? (
        <Alert color="red">{t('failed')}</Alert>
      ) : (
        <Alert color="gray" variant="light">
          {first === undefined ? t('noBoards') : t('boardNotFound')}
        </Alert>
      )}
      <Group>
        {first !== undefined && (
          <Button component={Link} variant="default" to={boardPaths.admin(first.id)}>
            {first.name}
          </Button>
        )}
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setCreating(true);
          }}
        >
          {t('boards.create')}
        </Button>
      </Group>
      {creating && (
        <BoardFormModal
          board={null}
          onClose={() => {
            setCreating(false);
          }}
          onSaved={(id) => {
            void navigate(boardPaths.admin(id));
          }}
        />
      )}
    </Stack>
  );
}
