import { notifications } from '@mantine/notifications';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { catalogueFieldErrors, catalogueServerErrors } from './catalogue-errors';
import { useFormErrors } from './use-form-errors';

interface SaveMutation<I> {
  mutate: (
    variables: { id: number | null; input: I },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * The submit flow every catalogue form modal shares: read the form, check it with the contract
 * schema (messages next to the fields), save, say so and close — or show what the server refused.
 */
export function useCatalogueForm<F extends string, I>({
  fields,
  id,
  save,
  onClose,
}: {
  fields: readonly F[];
  /** The record being edited, or null to create one. */
  id: number | null;
  save: SaveMutation<I>;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const { t: tErrors } = useTranslation('errors');
  const { errors, formError, check, showRefusal } = useFormErrors<F>();

  const onSubmit =
    (parse: (data: FormData) => z.ZodSafeParseResult<I>) =>
    (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      const input = check(parse(new FormData(event.currentTarget)), (issues) =>
        catalogueFieldErrors(issues, fields, t),
      );
      if (input === null) return;
      save.mutate(
        { id, input },
        {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('common.saved') });
            onClose();
          },
          onError: (error) => {
            showRefusal(catalogueServerErrors(error, fields, t, tErrors));
          },
        },
      );
    };

  return { errors, formError, onSubmit, submitting: save.isPending };
}
