import '../../../lib/zod-config';
import type { TwoFactorChallenge } from '@app/contract/auth';
import { totpCodeSchema, twoFactorCodeSchema } from '@app/contract/two-factor';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTwoFactorLoginMutation } from '../api/two-factor-login';

/**
 * The second sign-in step: a code from the authenticator app, or one of the recovery codes.
 * `onBack` returns to the password, with a reason when the challenge is no longer good.
 */
export function TwoFactorLoginStep({
  challenge,
  onSuccess,
  onBack,
}: {
  challenge: TwoFactorChallenge;
  onSuccess: () => void;
  onBack: (reason: string | null) => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const verify = useTwoFactorLoginMutation();
  const [recovery, setRecovery] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const schema = recovery ? twoFactorCodeSchema : totpCodeSchema;
    const parsed = schema.safeParse(new FormData(event.currentTarget).get('code'));
    verify.reset();
    if (!parsed.success) {
      setFieldError(t(recovery ? 'twoFactor.recoveryRequired' : 'twoFactor.codeRequired'));
      return;
    }
    setFieldError(null);
    verify.mutate(
      { challenge: challenge.challenge, code: parsed.data },
      {
        onSuccess,
        onError: (error) => {
          if (isApiError(error) && error.code === 'two_factor_challenge_invalid') {
            onBack(apiErrorMessage(error, tErrors));
          }
        },
      },
    );
  };

  const failure =
    verify.error === null
      ? null
      : isApiError(verify.error)
        ? apiErrorMessage(verify.error, tErrors)
        : tErrors('status.unexpected');

  return (
    <form onSubmit={submit} noValidate aria-labelledby="two-factor-login-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="two-factor-login-title">
            {t('twoFactor.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(recovery ? 'twoFactor.recoveryDescription' : 'twoFactor.description')}
          </Text>
        </div>
        {failure !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        {/* Keyed by mode: the field's kind of input changes, and its value should not carry over. */}
        <TextInput
          key={recovery ? 'recovery' : 'app'}
          name="code"
          label={t(recovery ? 'twoFactor.recoveryCode' : 'twoFactor.code')}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 64 : 7}
          size="md"
          autoFocus
          error={fieldError}
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {t('twoFactor.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery(!recovery);
              setFieldError(null);
              verify.reset();
            }}
          >
            {t(recovery ? 'twoFactor.useApp' : 'twoFactor.useRecovery')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            c="dimmed"
            onClick={() => {
              onBack(null);
            }}
          >
            {t('twoFactor.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
