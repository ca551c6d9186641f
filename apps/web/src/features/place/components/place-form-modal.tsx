import '@mantine/core/styles/Modal.layer.css';
import { type Place, placeInputSchema } from '@app/contract/place';
import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueFieldErrors, catalogueServerErrors } from '../../../lib/catalogue-errors';
import type { FieldErrors } from '../../../lib/field-errors';
import { useSavePlace } from '../api/save-place';

const FIELDS = ['name', 'region', 'address', 'description'] as const;
type Field = (typeof FIELDS)[number];

/** Creates a place (`place` null) or edits one; the contract schema checks it here and on the server. */
export function PlaceFormModal({ place, onClose }: { place: Place | null; onClose: () => void }) {
  const { t } = useTranslation('adminCatalogue');
  const { t: tErrors } = useTranslation('errors');
  const save = useSavePlace();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = placeInputSchema.safeParse({
      name: data.get('name'),
      region: data.get('region'),
      address: data.get('address'),
      description: data.get('description'),
      ...(place === null ? {} : { sortOrder: place.sortOrder }),
    });
    setFormError(null);
    if (!parsed.success) {
      setErrors(catalogueFieldErrors(parsed.error.issues, FIELDS, t));
      return;
    }
    setErrors({});
    save.mutate(
      { id: place?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('common.saved') });
          onClose();
        },
        onError: (error) => {
          const server = catalogueServerErrors(error, FIELDS, t, tErrors);
          setErrors(server.fields);
          setFormError(server.form);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(place === null ? 'place.createTitle' : 'place.editTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            name="name"
            label={t('place.fields.name')}
            defaultValue={place?.name ?? ''}
            error={errors.name}
            required
            maxLength={100}
            data-autofocus
          />
          <TextInput
            name="region"
            label={t('place.fields.region')}
            defaultValue={place?.region ?? ''}
            error={errors.region}
            maxLength={100}
          />
          <TextInput
            name="address"
            label={t('place.fields.address')}
            defaultValue={place?.address ?? ''}
            error={errors.address}
            maxLength={300}
          />
          <Textarea
            name="description"
            label={t('place.fields.description')}
            defaultValue={place?.description ?? ''}
            error={errors.description}
            maxLength={2000}
            autosize
            minRows={3}
          />
          {formError !== null && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
