import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../ui/loading-spinner';

/**
 * The staff screen of a catalogue list put in order by dragging (places, categories): the drag
 * hint and the add button above the list, or its loading or empty state.
 */
export function CatalogueListFrame({
  addLabel,
  emptyLabel,
  loading,
  empty,
  onAdd,
  children,
}: {
  addLabel: string;
  emptyLabel: string;
  loading: boolean;
  empty: boolean;
  onAdd: () => void;
  /** The sortable list, shown once loaded and not empty. */
  children: ReactNode;
}) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('common.dragHint')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      {loading ? (
        <LoadingSpinner label={t('common.loading')} />
      ) : empty ? (
        <Text c="dimmed">{emptyLabel}</Text>
      ) : (
        children
      )}
    </Stack>
  );
}
