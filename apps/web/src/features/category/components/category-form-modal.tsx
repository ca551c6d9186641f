import '../../../lib/zod-config';
import { type AdminCategory, CATEGORY_NAME_MAX, categoryInputSchema } from '@app/contract/category';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { TextInputPair } from '../../../components/ui/language-pair';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { useCatalogueForm } from '../../../lib/use-catalogue-form';
import { useFormDirty } from '../../../lib/use-form-dirty';
import { useSaveCategory } from '../api/save-category';

const FIELDS = ['name', 'nameEn', 'parentId'] as const;

/**
 * Creates a category (`category` null, optionally under `parentId`) or edits one. Categories
 * have two levels: a parent is a top-level category, and one with children stays top-level.
 */
export function CategoryFormModal({
  category,
  parentId,
  topLevel,
  hasChildren,
  onClose,
}: {
  category: AdminCategory | null;
  parentId: number | null;
  /** The possible parents. */
  topLevel: AdminCategory[];
  hasChildren: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const { errors, formError, onSubmit, submitting } = useCatalogueForm({
    fields: FIELDS,
    id: category?.id ?? null,
    save: useSaveCategory(),
    onClose,
  });
  const { dirty, formProps } = useFormDirty();
  const guard = useUnsavedChangesGuard(dirty);
  const parents = topLevel.filter((c) => c.id !== category?.id);
  const submit = onSubmit((data) => {
    const parent = data.get('parentId');
    return categoryInputSchema.safeParse({
      name: data.get('name'),
      nameEn: data.get('nameEn'),
      parentId: typeof parent === 'string' && parent !== '' ? Number(parent) : null,
      ...(category === null ? {} : { sortOrder: category.sortOrder }),
    });
  });

  return (
    <>
      <FormModal
        title={t(category === null ? 'category.createTitle' : 'category.editTitle')}
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
          label={t('category.fields.name')}
          values={{ ko: category?.name, en: category?.nameEn }}
          errors={errors}
          maxLength={CATEGORY_NAME_MAX}
        />
        <NativeSelect
          name="parentId"
          label={t('category.fields.parent')}
          description={hasChildren ? t('category.parentLocked') : undefined}
          defaultValue={String(category?.parentId ?? parentId ?? '')}
          error={errors.parentId}
          disabled={hasChildren}
          data={[
            { value: '', label: t('category.topLevel') },
            ...parents.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
      </FormModal>
      {guard.dialog}
    </>
  );
}
