import '@mantine/core/styles/PasswordInput.layer.css';
import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A field for a password being set (a new member's, a reset, one's own change): the browser
 * may offer to generate it, and the policy shows as its hint unless `withHint` is false.
 */
export function NewPasswordInput({
  name,
  label,
  error,
  withHint = true,
}: {
  name: string;
  label: string;
  error: string | null | undefined;
  withHint?: boolean;
}) {
  const { t } = useTranslation('adminStaff');
  return (
    <PasswordInput
      name={name}
      label={label}
      description={withHint ? t('passwordHint') : undefined}
      required
      maxLength={200}
      autoComplete="new-password"
      error={error}
    />
  );
}
