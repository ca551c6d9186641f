import '../../../lib/zod-config';
import '@mantine/core/styles/PasswordInput.layer.css';
import { twoFactorDisableSchema } from '@app/contract/two-factor';
import { PasswordInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { problemFormErrors } from '../../../lib/field-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { staffFieldErrors } from '../staff-form-errors';
import { TwoFactorCodeInput } from './two-factor-code-input';

const FIELDS = ['password', 'code'] as const;

/** Turning 2FA off asks for the password and a code, so a left-open session cannot do it. */
export function DisableTwoFactorModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const disable = useDisableTwoFactor();
  const { errors, formError, check, showRefusal } = useFormErrors<(typeof FIELDS)[number]>();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = check(
      twoFactorDisableSchema.safeParse({ password: data.get('password'), code: data.get('code') }),
      (issues) => staffFieldErrors(issues, FIELDS, t),
    );
    if (input === null) return;
    disable.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('twoFactor.disabled') });
        onClose();
      },
      onError: (error) => {
        showRefusal(problemFormErrors(error, FIELDS, tErrors));
      },
    });
  };

  return (
    <FormModal
      title={t('twoFactor.disableTitle')}
      onSubmit={submit}
      onClose={onClose}
      error={formError}
      cancelLabel={t('common.cancel')}
      submitLabel={t('twoFactor.disable')}
      submitting={disable.isPending}
    >
      <Text size="sm">{t('twoFactor.disableDescription')}</Text>
      <PasswordInput
        name="password"
        label={t('fields.currentPassword')}
        required
        maxLength={200}
        autoComplete="current-password"
        error={errors.password}
      />
      <TwoFactorCodeInput allowRecovery error={errors.code} />
    </FormModal>
  );
}
