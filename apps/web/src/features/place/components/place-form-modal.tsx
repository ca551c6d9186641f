import '../../../lib/zod-config';
import { type AdminPlace, PLACE_NAME_MAX, placeInputSchema } from '@app/contract/place';
import { TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { TextInputPair } from '../../../components/ui/language-pair';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { useCatalogueForm } from '../../../lib/use-catalogue-form';
import { useFormDirty } from '../../../lib/use-form-dirty';
import { useSavePlace } from '../api/save-place';

const FIELDS = ['name', 'nameEn', 'region', 'address', 'description'] as const;

/** Creates a place (`place` null) or edits one; the contract schema checks it here and on the server. */
export function PlaceFormModal({
  place,
  onClose,
}: {
  place: AdminPlace | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const { errors, formError, onSubmit, submitting } = useCatalogueForm({
    fields: FIELDS,
    id: place?.id ?? null,
    save: useSavePlace(),
    onClose,
  });
  const { dirty, formProps } = useFormDirty();
  const guard = useUnsavedChangesGuard(dirty);
  const submit = onSubmit((data) =>
    placeInputSchema.safeParse({
      name: data.get('name'),
      nameEn: data.get('nameEn'),
      region: data.get('region'),
      address: data.get('address'),
      description: data.get('description'),
      ...(place === null ? {} : { sortOrder: place.sortOrder }),
    }),
  );

  return (
    <>
      <FormModal
        title={t(place === null ? 'place.createTitle' : 'place.editTitle')}
        onSubmit={submit}
        onClose={onClose}
        error={formError}
        cancelLabel={t('common.cancel')}
        submitLabel={t('common.save')}
        submitting={submitting}
        formProps={formProps}
        size="lg"
      >
        <TextInputPair
          name="name"
          label={t('place.fields.name')}
          values={{ ko: place?.name, en: place?.nameEn }}
          errors={errors}
          maxLength={PLACE_NAME_MAX}
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
      </FormModal>
      {guard.dialog}
    </>
  );
}
