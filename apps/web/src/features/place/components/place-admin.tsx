import type { AdminPlace } from '@app/contract/place';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueDeleteModal } from '../../../components/catalogue/catalogue-delete-modal';
import { CatalogueListFrame } from '../../../components/catalogue/catalogue-list-frame';
import { CatalogueRowActions } from '../../../components/catalogue/catalogue-row-actions';
import { SortableList } from '../../../components/ui/sortable-list';
import { useDeletePlace } from '../api/delete-place';
import { useAdminPlaces } from '../api/get-admin-places';
import { useReorderPlaces } from '../api/reorder-places';
import { PlaceFormModal } from './place-form-modal';

type Dialog =
  { kind: 'form'; place: AdminPlace | null } | { kind: 'delete'; place: AdminPlace } | null;

/** In the order a reorder is saving, so a drop shows at once. */
function inOrder(places: AdminPlace[], ids: number[] | undefined): AdminPlace[] {
  if (ids === undefined) return places;
  const byId = new Map(places.map((place) => [place.id, place]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The places, in display order: create, edit, delete (refused while products use one), drag to reorder. */
export function PlaceAdmin() {
  const { t } = useTranslation('adminCatalogue');
  const { places, isPending } = useAdminPlaces();
  const reorder = useReorderPlaces();
  const remove = useDeletePlace();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
  };
  const shown = reorder.isPending ? inOrder(places, reorder.variables) : places;

  return (
    <>
      <CatalogueListFrame
        addLabel={t('place.add')}
        emptyLabel={t('place.empty')}
        loading={isPending}
        empty={shown.length === 0}
        onAdd={() => {
          setDialog({ kind: 'form', place: null });
        }}
      >
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
                  <CatalogueRowActions
                    name={place.name}
                    onEdit={() => {
                      setDialog({ kind: 'form', place });
                    }}
                    onDelete={() => {
                      setDialog({ kind: 'delete', place });
                    }}
                  />
                </Group>
              </Paper>
            )}
          />
        </Stack>
      </CatalogueListFrame>
      {dialog?.kind === 'form' && <PlaceFormModal place={dialog.place} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <CatalogueDeleteModal
          id={dialog.place.id}
          name={dialog.place.name}
          deletion={remove}
          onClose={close}
        />
      )}
    </>
  );
}
