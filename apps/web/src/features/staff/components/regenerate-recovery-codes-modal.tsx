import '../../../lib/zod-config';
import { recoveryCodesRegenerateSchema } from '@app/contract/two-factor';
import { Text } from '@mantine/core';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { problemFormErrors } from '../../../lib/field-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { staffFieldErrors } from '../staff-form-errors';
import { TwoFactorCodeInput } from './two-factor-code-input';

const FIELDS = ['code'] as const;

/** A code proves it is the member; the new recovery codes go to `onRegenerated`, to show once. */
export function RegenerateRecoveryCodesModal({
  onClose,
  onRegenerated,
}: {
  onClose: () => void;
  onRegenerated: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const regenerate = useRegenerateRecoveryCodes();
  const { errors, formError, check, showRefusal } = useFormErrors<(typeof FIELDS)[number]>();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = check(
      recoveryCodesRegenerateSchema.safeParse({
        code: new FormData(event.currentTarget).get('code'),
      }),
      (issues) => staffFieldErrors(issues, FIELDS, t),
    );
    if (input === null) return;
    regenerate.mutate(input, {
      onSuccess: ({ recoveryCodes }) => {
        onRegenerated(recoveryCodes);
      },
      onError: (error) => {
        showRefusal(problemFormErrors(error, FIELDS, tErrors));
      },
    });
  };

  return (
    <FormModal
      title={t('twoFactor.regenerateTitle')}
      onSubmit={submit}
      onClose={onClose}
      error={formError}
      cancelLabel={t('common.cancel')}
      submitLabel={t('twoFactor.regenerate')}
      submitting={regenerate.isPending}
    >
      <Text size="sm">{t('twoFactor.regenerateDescription')}</Text>
      <TwoFactorCodeInput allowRecovery error={errors.code} />
    </FormModal>
  );
}
