import '@mantine/core/styles/Modal.layer.css';

import { Modal, type ModalProps, Stack } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode, SubmitEvent } from 'react';
import { FormActions } from './form-actions';
import { useDialogProps } from './use-dialog-props';

type FormModalProps = {
  title: string;
  /** Parses the form (it is not validated by the browser: the shared schema gives the messages). */
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  onClose: () => void;
  error?: string | null;
  cancelLabel: string;
  submitLabel: string;
  submitting: boolean;
  /** The fields. */
  children: ReactNode;
  /** What else the form element takes, such as `useFormDirty`'s change tracking. */
  formProps?: Pick<ComponentPropsWithRef<'form'>, 'ref' | 'onChange'>;
  /** Wider for Korean and English fields side by side (`LanguagePair`). */
  size?: ModalProps['size'];
};

/** A dialog holding one small form that creates or edits a record; cancel closes it. */
export function FormModal({
  title,
  onSubmit,
  onClose,
  children,
  formProps,
  size,
  ...actions
}: FormModalProps) {
  const dialogProps = useDialogProps();
  return (
    <Modal {...dialogProps} opened onClose={onClose} title={title} centered size={size}>
      <form {...formProps} onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <FormActions {...actions} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
