import '@mantine/core/styles/Modal.layer.css';
import { type Category, categoryInputSchema } from '@app/contract/category';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueFieldErrors, catalogueServerErrors } from '../../../lib/catalogue-errors';
import type { FieldErrors } from '../../../lib/field-errors';
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
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const parents = topLevel.filter((c) => c.id !== category?.id);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parent = data.get('parentId');
    const parsed = categoryInputSchema.safeParse({
      name: data.get('name'),
      parentId: typeof parent === 'string' && parent !== '' ? Number(parent) : null,
      ...(category === null ? {} : { sortOrder: category.sortOrder }),
    });
    setFormError(null);
    if (!parsed.success) {
      setErrors(catalogueFieldErrors(parsed.error.issues, FIELDS, t));
      return;
    }
    setErrors({});
    save.mutate(
      { id: category?.id ?? null, input: parsed.data },
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
      title={t(category === null ? 'category.createTitle' : 'category.editTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
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
