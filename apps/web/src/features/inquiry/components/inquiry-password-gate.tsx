import '@mantine/core/styles/PasswordInput.layer.css';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { inquiryPaths } from '../inquiry-paths';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage, formatWait } from '../../../lib/api-error-message';
import { useProofOfWork } from '../../../lib/proof-of-work/use-proof-of-work';
import { useUnlockInquiry } from '../api/unlock-inquiry';

function failureMessage(error: Error, t: TFunction<'inquiry'>, tErrors: TFunction<'errors'>) {
  if (!isApiError(error)) return tErrors('status.unexpected');
  if (error.code === 'wrong_password') return t('secret.wrongPassword');
  if (error.status === 404) return t('secret.notFound');
  if (error.code === 'too_many_attempts' && error.retryAfter !== null) {
    return t('secret.tooManyAttempts', { wait: formatWait(error.retryAfter, tErrors) });
  }
  return apiErrorMessage(error, tErrors);
}

/**
 * The password form (field 비밀번호, button 확인); `onUnlocked` runs once the token is kept.
 * Posted to its page: without the script the browser sends it there, and the server answers.
 */
export function InquiryPasswordGate({
  id,
  description,
  refused,
  onUnlocked,
}: {
  id: number;
  description: string;
  /** The server's answer to the form the browser posted itself, until the script sends one. */
  refused?: { missingPassword: true } | { error: Error } | undefined;
  onUnlocked: () => void;
}) {
  const { t } = useTranslation('inquiry');
  const { t: tErrors } = useTranslation('errors');
  const unlock = useUnlockInquiry(id);
  // A password check carries a proof of work (decision 0020), solved from the first keystroke.
  const { start, withProof, checking } = useProofOfWork('inquiry-unlock');
  const [missing, setMissing] = useState(refused !== undefined && 'missingPassword' in refused);
  const error =
    unlock.error ??
    (refused !== undefined && 'error' in refused && unlock.isIdle ? refused.error : null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    if (typeof password !== 'string' || password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    withProof({ password }, (input) => {
      unlock.mutate(input, { onSuccess: onUnlocked });
    });
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t('secret.title')}>
      <Stack gap="md">
        <Text c="dimmed">{description}</Text>
        {error !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failureMessage(error, t, tErrors)}
          </Alert>
        )}
        <PasswordInput
          name="password"
          label={t('secret.password')}
          autoComplete="current-password"
          // The visitor came here to type it.
          autoFocus
          error={missing ? t('secret.required') : undefined}
          onChange={() => {
            void start();
          }}
        />
        <Group justify="space-between">
          <Button component={Link} to={inquiryPaths.list} variant="default">
            {t('secret.back')}
          </Button>
          <Button type="submit" loading={unlock.isPending || checking}>
            {t('secret.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
