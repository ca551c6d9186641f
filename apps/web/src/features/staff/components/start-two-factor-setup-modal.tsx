import '../../../lib/zod-config';
import '@mantine/core/styles/PasswordInput.layer.css';
import { type TwoFactorSetup, twoFactorSetupInputSchema } from '@app/contract/two-factor';
import { PasswordInput, Text } from '@mantine/core';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { problemFormErrors } from '../../../lib/field-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { staffFieldErrors } from '../staff-form-errors';

const FIELDS = ['password'] as const;

/** Setting 2FA up asks for the password, so a left-open session cannot tie the account to another app. */
export function StartTwoFactorSetupModal({
  onClose,
  onStarted,
}: {
  onClose: () => void;
  onStarted: (setup: TwoFactorSetup) => void;
}) {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const start = useStartTwoFactorSetup();
  const { errors, formError, check, showRefusal } = useFormErrors<(typeof FIELDS)[number]>();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = check(
      twoFactorSetupInputSchema.safeParse({ password: data.get('password') }),
      (issues) => staffFieldErrors(issues, FIELDS, t),
    );
    if (input === null) return;
    start.mutate(input, {
      onSuccess: onStarted,
      onError: (error) => {
        showRefusal(problemFormErrors(error, FIELDS, tErrors));
      },
    });
  };

  return (
    <FormModal
      title={t('twoFactor.setUp')}
      onSubmit={submit}
      onClose={onClose}
      error={formError}
      cancelLabel={t('common.cancel')}
      submitLabel={t('twoFactor.setUp')}
      submitting={start.isPending}
    >
      <Text size="sm">{t('twoFactor.setUpDescription')}</Text>
      <PasswordInput
        name="password"
        label={t('fields.currentPassword')}
        required
        maxLength={200}
        autoComplete="current-password"
        error={errors.password}
      />
    </FormModal>
  );
}
