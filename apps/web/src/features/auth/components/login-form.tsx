import '../../../lib/zod-config';
import '@mantine/core/styles/PasswordInput.layer.css';
import { loginInputSchema, type LoginInput, type TwoFactorChallenge } from '@app/contract/auth';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type SubmitEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage, formatWait } from '../../../lib/api-error-message';
import { useLoginMutation } from '../api/login';
import { TwoFactorLoginStep } from './two-factor-login-step';

type FieldErrors = Partial<Record<keyof LoginInput, string>>;

/** Shown on the form, not as a notification: the user is looking at the form. */
function failureMessage(error: Error, t: TFunction<'auth'>, tErrors: TFunction<'errors'>): string {
  if (!isApiError(error)) return tErrors('status.unexpected');
  if (error.code === 'invalid_credentials') return t('errors.invalidCredentials');
  if (error.code === 'too_many_attempts') {
    return error.retryAfter === null
      ? t('errors.tooManyAttempts')
      : t('errors.tooManyAttemptsWait', { wait: formatWait(error.retryAfter, tErrors) });
  }
  return apiErrorMessage(error, tErrors);
}

/**
 * Signs a staff member in; `onSuccess` runs once the session is stored. A member with 2FA is
 * asked for a code after the password. Posted to its page, never sent in an address: without
 * the script the browser posts it, and the server shows it again (`loginId` kept).
 */
export function LoginForm({
  loginId: typed,
  onSuccess,
}: {
  loginId: string;
  onSuccess: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const login = useLoginMutation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  /** Why the code step sent the member back to the password. */
  const [notice, setNotice] = useState<string | null>(null);
  /** Kept for the way back from the code step, so only the password is typed again. */
  const [loginId, setLoginId] = useState(typed);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = loginInputSchema.safeParse({
      loginId: data.get('loginId'),
      password: data.get('password'),
    });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'loginId' || field === 'password') && errors[field] === undefined) {
          errors[field] =
            issue.code === 'too_big' ? t('errors.tooLong') : t(`errors.${field}Required`);
        }
      }
      setFieldErrors(errors);
      // The last server answer no longer describes what is on the form.
      login.reset();
      return;
    }
    setFieldErrors({});
    setNotice(null);
    login.mutate(parsed.data, {
      onSuccess: (response) => {
        if ('token' in response) {
          onSuccess();
          return;
        }
        setLoginId(parsed.data.loginId);
        setChallenge(response);
      },
    });
  };

  if (challenge !== null) {
    return (
      <TwoFactorLoginStep
        challenge={challenge}
        onSuccess={onSuccess}
        onBack={(reason) => {
          login.reset();
          setNotice(reason);
          setChallenge(null);
        }}
      />
    );
  }

  const failure = login.error === null ? notice : failureMessage(login.error, t, tErrors);

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Stack gap="md">
        {failure !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          name="loginId"
          label={t('login.loginId')}
          defaultValue={loginId}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          size="md"
          error={fieldErrors.loginId}
        />
        <PasswordInput
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          size="md"
          error={fieldErrors.password}
        />
        <Button type="submit" size="md" fullWidth loading={login.isPending} mt="xs">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
