import '../../../lib/zod-config';
import { type Member, passwordSchema } from '@app/contract/member';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { problemFormErrors } from '../../../lib/field-errors';
import { useUpdateMember } from '../api/update-member';
import { staffIssueMessage } from '../staff-form-errors';
import { NewPasswordInput } from './new-password-input';

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
          const server = problemFormErrors(failure, FIELDS, tErrors);
          setError(server.fields.password ?? server.form);
        },
      },
    );
  };

  return (
    <FormModal
      title={t('member.resetTitle')}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
      submitting={update.isPending}
    >
      <Text size="sm">{t('member.resetDescription', { name: member.name })}</Text>
      <NewPasswordInput name="password" label={t('fields.newPassword')} error={error} />
    </FormModal>
  );
}
