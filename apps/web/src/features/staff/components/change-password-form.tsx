import '../../../lib/zod-config';
import '@mantine/core/styles/PasswordInput.layer.css';
import { passwordChangeSchema } from '@app/contract/account';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { problemFormErrors } from '../../../lib/field-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useChangeOwnPassword } from '../api/change-own-password';
import { staffFieldErrors } from '../staff-form-errors';
import { NewPasswordInput } from './new-password-input';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/** The signed-in member changes their own password; their other sessions end on the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const change = useChangeOwnPassword();
  const { errors, formError, setErrors, check, showRefusal } = useFormErrors<Field>();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = check(
      passwordChangeSchema.safeParse({
        currentPassword: data.get('currentPassword'),
        newPassword: data.get('newPassword'),
      }),
      (issues) => staffFieldErrors(issues, FIELDS, t),
    );
    if (input === null) return;
    if (data.get('confirmPassword') !== input.newPassword) {
      setErrors({ confirmPassword: t('validation.mismatch') });
      return;
    }
    change.mutate(input, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'teal', message: t('account.passwordChanged') });
      },
      onError: (error) => {
        showRefusal(problemFormErrors(error, FIELDS, tErrors));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.passwordTitle')}>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          name="currentPassword"
          label={t('fields.currentPassword')}
          required
          maxLength={200}
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <NewPasswordInput
          name="newPassword"
          label={t('fields.newPassword')}
          error={errors.newPassword}
        />
        <NewPasswordInput
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          error={errors.confirmPassword}
          withHint={false}
        />
        <FormError error={formError} />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('account.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
