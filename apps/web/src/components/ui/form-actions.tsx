import { Button, Group } from '@mantine/core';
import { FormError } from './form-error';

type FormActionsProps = {
  /** Why the whole form was refused; field messages stand under their fields. */
  error?: string | null;
  cancelLabel: string;
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
};

/** The end of an editing form: its error, if any, then cancel and submit. */
export function FormActions({
  error = null,
  cancelLabel,
  submitLabel,
  submitting,
  onCancel,
}: FormActionsProps) {
  return (
    <>
      <FormError error={error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
