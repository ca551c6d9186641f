import type { Place } from '@app/contract/place';
import { ActionIcon, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { SortableList } from '../../../components/ui/sortable-list';
import { catalogueServerErrors } from '../../../lib/catalogue-errors';
import { useDeletePlace } from '../api/delete-place';
import { usePlaces } from '../api/get-places';
import { useReorderPlaces } from '../api/reorder-places';
import { PlaceFormModal } from './place-form-modal';

type Dialog = { kind: 'form'; place: Place | null } | { kind: 'delete'; place: Place } | null;

/** In the order a reorder is saving, so a drop shows at once. */
function inOrder(places: Place[], ids: number[] | undefined): Place[] {
  if (ids === undefined) return places;
  const byId = new Map(places.map((place) => [place.id, place]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The places, in display order: create, edit, delete (refused while products use one), drag to reorder. */
export function PlaceAdmin() {
  const { t } = useTranslation('adminCatalogue');
  const { t: tErrors } = useTranslation('errors');
  const { places, isPending } = usePlaces();
  const reorder = useReorderPlaces();
  const remove = useDeletePlace();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    remove.reset();
    setDialog(null);
  };
  const shown = reorder.isPending ? inOrder(places, reorder.variables) : places;
  const deleteError = remove.isError
    ? catalogueServerErrors(remove.error, [], t, tErrors).form
    : null;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('common.dragHint')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setDialog({ kind: 'form', place: null });
          }}
        >
          {t('place.add')}
        </Button>
      </Group>
      {isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('place.empty')}</Text>
      ) : (
        <Stack gap={6}>
          <SortableList
            items={shown}
            getId={(place) => place.id}
            handleLabel={(place) => t('common.dragHandle', { name: place.name })}
            onReorder={(next) => {
              reorder.mutate(next.map((place) => place.id));
            }}
            renderItem={(place, handle) => (
              <Paper withBorder p="xs" radius="sm">
                <Group gap="sm" wrap="nowrap">
                  {handle}
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600}>{place.name}</Text>
                    <Text size="sm" c="dimmed" truncate>
                      {[place.region, place.address].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('common.editNamed', { name: place.name })}
                    onClick={() => {
                      setDialog({ kind: 'form', place });
                    }}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('common.deleteNamed', { name: place.name })}
                    onClick={() => {
                      setDialog({ kind: 'delete', place });
                    }}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            )}
          />
        </Stack>
      )}
      {dialog?.kind === 'form' && <PlaceFormModal place={dialog.place} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          opened
          danger
          title={t('common.confirmDeleteTitle')}
          message={t('common.confirmDelete', { name: dialog.place.name })}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          loading={remove.isPending}
          error={deleteError}
          onClose={close}
          onConfirm={() => {
            remove.mutate(dialog.place.id, {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('common.deleted') });
                close();
              },
            });
          }}
        />
      )}
    </Stack>
  );
}
