import type { TwoFactorSetup } from '@app/contract/two-factor';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { ToneBadge } from '../../../components/ui/tone-badge';
import { formatDateTime } from '../../../lib/date-time';
import { useOwnTwoFactor } from '../api/get-own-two-factor';
import { DisableTwoFactorModal } from './disable-two-factor-modal';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { RegenerateRecoveryCodesModal } from './regenerate-recovery-codes-modal';
import { StartTwoFactorSetupModal } from './start-two-factor-setup-modal';
import { TwoFactorSetupForm } from './two-factor-setup-form';

type Dialog = 'setup' | 'disable' | 'regenerate' | null;

/** The signed-in member's 2FA: its status, setting it up, new recovery codes, turning it off. */
export function TwoFactorSettings() {
  const { t, i18n } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const { data, isPending } = useOwnTwoFactor();
  // The new secret lives here only until it is confirmed or abandoned.
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Held here only, never in the query cache: they are shown once.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (isPending) {
    return (
      <Group justify="center" py="lg">
        <LoadingSpinner label={t('twoFactor.title')} />
      </Group>
    );
  }
  if (data === undefined) return <FormError error={tErrors('status.unexpected')} />;

  const showCodes = (codes: string[]) => {
    setDialog(null);
    setSetup(null);
    setRecoveryCodes(codes);
  };

  return (
    <Stack gap="md">
      {data.required && !data.enabled && (
        <Alert color="yellow" variant="light" icon={<IconShieldLock aria-hidden />} role="alert">
          {t('twoFactor.requiredNotice')}
        </Alert>
      )}
      <Group gap="sm">
        <ToneBadge tone={data.enabled ? 'positive' : 'neutral'} size="lg">
          {t(data.enabled ? 'twoFactor.on' : 'twoFactor.off')}
        </ToneBadge>
        {data.enabledAt !== null && (
          <Text size="sm" c="dimmed">
            {t('twoFactor.since', { date: formatDateTime(data.enabledAt, i18n.language) })}
          </Text>
        )}
        {data.enabled && (
          <Text size="sm" c={data.recoveryCodesLeft <= 2 ? 'red.9' : 'dimmed'}>
            {t('twoFactor.codesLeft', { count: data.recoveryCodesLeft })}
          </Text>
        )}
      </Group>

      {recoveryCodes !== null && (
        <RecoveryCodesPanel
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
          }}
        />
      )}

      {!data.enabled && setup !== null && (
        <TwoFactorSetupForm
          setup={setup}
          onEnabled={showCodes}
          onCancel={() => {
            setSetup(null);
          }}
        />
      )}
      {!data.enabled && setup === null && (
        <Group>
          <Button
            onClick={() => {
              setDialog('setup');
            }}
          >
            {t('twoFactor.setUp')}
          </Button>
        </Group>
      )}
      {data.enabled && recoveryCodes === null && (
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => {
              setDialog('regenerate');
            }}
          >
            {t('twoFactor.regenerate')}
          </Button>
          <Button
            variant="light"
            color="red"
            onClick={() => {
              setDialog('disable');
            }}
          >
            {t('twoFactor.disable')}
          </Button>
        </Group>
      )}

      {dialog === 'setup' && (
        <StartTwoFactorSetupModal
          onClose={() => {
            setDialog(null);
          }}
          onStarted={(started) => {
            setDialog(null);
            setSetup(started);
          }}
        />
      )}
      {dialog === 'disable' && (
        <DisableTwoFactorModal
          onClose={() => {
            setDialog(null);
          }}
        />
      )}
      {dialog === 'regenerate' && (
        <RegenerateRecoveryCodesModal
          onClose={() => {
            setDialog(null);
          }}
          onRegenerated={showCodes}
        />
      )}
    </Stack>
  );
}
