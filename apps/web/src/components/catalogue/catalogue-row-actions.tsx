import { ActionIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The edit and delete buttons of one place or category, named after it for screen readers. */
export function CatalogueRowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <>
      <ActionIcon variant="subtle" aria-label={t('common.editNamed', { name })} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('common.deleteNamed', { name })}
        onClick={onDelete}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
