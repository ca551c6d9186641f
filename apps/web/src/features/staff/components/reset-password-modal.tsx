import { type Member, passwordSchema } from '@app/contract/member';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMember } from '../api/update-member';
import { staffIssueMessage, staffServerErrors } from '../staff-form-errors';

const FIELDS = ['password'] as const;

/** A grade-10 administrator sets a new password for a member; the member is signed out everywhere. */
export function ResetPasswordModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const update = useUpdateMember();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(new FormData(event.currentTarget).get('password'));
    if (!parsed.success) {
      setError(parsed.error.issues[0] ? staffIssueMessage(parsed.error.issues[0], t) : null);
      return;
    }
    setError(null);
    update.mutate(
      { id: member.id, input: { password: parsed.data } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('member.resetDone') });
          onClose();
        },
        onError: (failure) => {
          const server = staffServerErrors(failure, FIELDS, tErrors);
          setError(server.fields.password ?? server.form);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('member.resetTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('member.resetDescription', { name: member.name })}</Text>
          <PasswordInput
            name="password"
            label={t('fields.newPassword')}
            description={t('passwordHint')}
            required
            maxLength={200}
            autoComplete="new-password"
            error={error}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
