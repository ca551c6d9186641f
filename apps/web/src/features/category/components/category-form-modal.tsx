import { type Category, categoryInputSchema } from '@app/contract/category';
import { NativeSelect, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { catalogueFieldErrors, catalogueServerErrors } from '../../../lib/catalogue-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSaveCategory } from '../api/save-category';

const FIELDS = ['name', 'parentId'] as const;
type Field = (typeof FIELDS)[number];

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
  category: Category | null;
  parentId: number | null;
  /** The possible parents. */
  topLevel: Category[];
  hasChildren: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const { t: tErrors } = useTranslation('errors');
  const save = useSaveCategory();
  const { errors, formError, check, showRefusal } = useFormErrors<Field>();
  const parents = topLevel.filter((c) => c.id !== category?.id);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parent = data.get('parentId');
    const input = check(
      categoryInputSchema.safeParse({
        name: data.get('name'),
        parentId: typeof parent === 'string' && parent !== '' ? Number(parent) : null,
        ...(category === null ? {} : { sortOrder: category.sortOrder }),
      }),
      (issues) => catalogueFieldErrors(issues, FIELDS, t),
    );
    if (input === null) return;
    save.mutate(
      { id: category?.id ?? null, input },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('common.saved') });
          onClose();
        },
        onError: (error) => {
          showRefusal(catalogueServerErrors(error, FIELDS, t, tErrors));
        },
      },
    );
  };

  return (
    <FormModal
      title={t(category === null ? 'category.createTitle' : 'category.editTitle')}
      onSubmit={submit}
      onClose={onClose}
      error={formError}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
      submitting={save.isPending}
    >
      <TextInput
        name="name"
        label={t('category.fields.name')}
        defaultValue={category?.name ?? ''}
        error={errors.name}
        required
        maxLength={100}
        data-autofocus
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
  );
}
