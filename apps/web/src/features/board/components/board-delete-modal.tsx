import type { AdminBoard } from '@app/contract/board';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDeleteBoard } from '../api/delete-board';

/**
 * Asks before deleting a board, naming how many posts go with it. The count confirmed here
 * goes to the server, which refuses if posts were added meanwhile; the refreshed count is then
 * shown and must be confirmed again.
 */
export function BoardDeleteModal({
  board,
  onClose,
  onDeleted,
}: {
  board: AdminBoard;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('adminBoard');
  const { t: tErrors } = useTranslation('errors');
  const remove = useDeleteBoard();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmModal
      opened
      danger
      title={t('boards.deleteTitle')}
      message={
        board.postCount === 0
          ? t('boards.deleteEmpty', { name: board.name })
          : t('boards.deleteWithPosts', { name: board.name, count: board.postCount })
      }
      confirmLabel={t('boards.deleteConfirm')}
      cancelLabel={t('boards.cancel')}
      loading={remove.isPending}
      error={error}
      onClose={onClose}
      onConfirm={() => {
        setError(null);
        remove.mutate(
          { id: board.id, confirmPosts: board.postCount },
          {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('boards.deleted') });
              onDeleted();
            },
            onError: (failure) => {
              // The board list was refreshed by the mutation's settle; the new count shows above.
              setError(
                isApiError(failure) && failure.code === 'board_has_posts'
                  ? t('boards.deleteChanged')
                  : isApiError(failure)
                    ? apiErrorMessage(failure, tErrors)
                    : tErrors('status.unexpected'),
              );
            },
          },
        );
      }}
    />
  );
}
