import '@mantine/core/styles/Modal.layer.css';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormError } from './form-error';
import { useDialogProps } from './use-dialog-props';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Red for what cannot simply be undone (deactivating, ending a session). */
  danger?: boolean;
  loading?: boolean;
  /** Shown inside the dialog, so the person sees why nothing happened. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive action; the action runs only on the explicit button. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  loading = false,
  error = null,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const dialogProps = useDialogProps();
  return (
    <Modal {...dialogProps} opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <FormError error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          {/* White on red 9 is 5.5:1; on the theme's red 7 it is 3.8:1. */}
          <Button color={danger ? 'red.9' : undefined} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
