import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { SYNONYM_ALTERNATIVES_MAX, SYNONYM_TEXT_MAX, type Synonym } from '@app/contract/search';
import { Checkbox, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { useCatalogueForm } from '../../../lib/use-catalogue-form';
import { useFormDirty } from '../../../lib/use-form-dirty';
import { useSaveSynonym } from '../api/save-synonym';
import { parseSynonymForm } from '../synonym-form';

const FIELDS = ['term', 'alternatives', 'bothWays'] as const;

/**
 * Adds a synonym (`synonym` null; `term` fills its term in) or edits one; the contract schema
 * checks it here and on the server.
 */
export function SynonymFormModal({
  synonym,
  term,
  onClose,
}: {
  synonym: Synonym | null;
  term?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const { errors, formError, onSubmit, submitting } = useCatalogueForm({
    fields: FIELDS,
    id: synonym?.id ?? null,
    save: useSaveSynonym(),
    onClose,
  });
  const { dirty, formProps } = useFormDirty();
  const guard = useUnsavedChangesGuard(dirty);

  return (
    <>
      <FormModal
        title={t(synonym === null ? 'synonym.createTitle' : 'synonym.editTitle')}
        onSubmit={onSubmit(parseSynonymForm)}
        onClose={onClose}
        error={formError}
        cancelLabel={t('common.cancel')}
        submitLabel={t('common.save')}
        submitting={submitting}
        formProps={formProps}
      >
        <TextInput
          name="term"
          label={t('synonym.fields.term')}
          description={t('synonym.fields.termHint')}
          defaultValue={synonym?.term ?? term ?? ''}
          error={errors.term}
          maxLength={SYNONYM_TEXT_MAX}
        />
        <Textarea
          name="alternatives"
          label={t('synonym.fields.alternatives')}
          description={t('synonym.fields.alternativesHint', { max: SYNONYM_ALTERNATIVES_MAX })}
          defaultValue={synonym?.alternatives.join('\n') ?? ''}
          error={errors.alternatives}
          autosize
          minRows={3}
          maxRows={10}
        />
        <Checkbox
          name="bothWays"
          label={t('synonym.fields.bothWays')}
          description={t('synonym.fields.bothWaysHint')}
          defaultChecked={synonym?.bothWays ?? false}
          error={errors.bothWays}
        />
      </FormModal>
      {guard.dialog}
    </>
  );
}
