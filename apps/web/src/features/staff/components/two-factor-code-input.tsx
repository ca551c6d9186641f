import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The field for a code from the authenticator app, or (with `allowRecovery`) a recovery code,
 * which has letters: then the keyboard is not limited to digits.
 */
export function TwoFactorCodeInput({
  error,
  allowRecovery = false,
}: {
  error: string | null | undefined;
  allowRecovery?: boolean;
}) {
  const { t } = useTranslation('adminStaff');
  return (
    <TextInput
      name="code"
      label={t(allowRecovery ? 'twoFactor.codeOrRecovery' : 'twoFactor.code')}
      description={allowRecovery ? t('twoFactor.codeOrRecoveryHint') : undefined}
      required
      autoComplete="one-time-code"
      inputMode={allowRecovery ? 'text' : 'numeric'}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={allowRecovery ? 64 : 7}
      w={allowRecovery ? undefined : 200}
      error={error}
    />
  );
}
