import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogueServerErrors } from '../../lib/catalogue-errors';
import { ConfirmModal } from '../ui/confirm-modal';

/**
 * Asks before deleting a place or category. The server refuses one still in use; the refusal
 * (with how many products use it) stays in the dialog, and closing it clears the refusal.
 */
export function CatalogueDeleteModal({
  id,
  name,
  deletion,
  onClose,
}: {
  id: number;
  name: string;
  deletion: UseMutationResult<void, Error, number>;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const { t: tErrors } = useTranslation('errors');
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened
      danger
      title={t('common.confirmDeleteTitle')}
      message={t('common.confirmDelete', { name })}
      confirmLabel={t('common.delete')}
      cancelLabel={t('common.cancel')}
      loading={deletion.isPending}
      error={deletion.isError ? catalogueServerErrors(deletion.error, [], t, tErrors).form : null}
      onClose={close}
      onConfirm={() => {
        deletion.mutate(id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('common.deleted') });
            close();
          },
        });
      }}
    />
  );
}
