import '../../../lib/zod-config';
import '@mantine/core/styles/Image.layer.css';

import { type TwoFactorSetup, twoFactorEnableSchema } from '@app/contract/two-factor';
import { Button, CopyButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { problemFormErrors } from '../../../lib/field-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { TwoFactorCodeInput } from './two-factor-code-input';

const FIELDS = ['code'] as const;

/** "ABCD EFGH …": the secret in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Scan the QR code (or type the secret), then confirm with a code from the app; the recovery
 * codes the server answers go to `onEnabled`.
 */
export function TwoFactorSetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const enable = useEnableTwoFactor();
  const { errors, formError, check, showRefusal } = useFormErrors<(typeof FIELDS)[number]>();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = check(
      twoFactorEnableSchema.safeParse({ code: new FormData(event.currentTarget).get('code') }),
      () => ({ code: t('twoFactor.codeInvalid') }),
    );
    if (input === null) return;
    enable.mutate(input, {
      onSuccess: ({ recoveryCodes }) => {
        onEnabled(recoveryCodes);
      },
      onError: (error) => {
        showRefusal(problemFormErrors(error, FIELDS, tErrors));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('twoFactor.setupTitle')}>
      <Stack gap="md">
        <Text size="sm">{t('twoFactor.scan')}</Text>
        <Image
          src={setup.qrCode}
          alt={t('twoFactor.qrAlt')}
          w={200}
          h={200}
          fit="contain"
          bg="white"
        />
        <Group gap="xs" align="flex-end">
          <TextInput
            label={t('twoFactor.secretLabel')}
            description={t('twoFactor.manual')}
            value={grouped(setup.secret)}
            readOnly
            styles={{ input: { fontFamily: 'monospace' } }}
            w={360}
            onFocus={(event) => {
              event.currentTarget.select();
            }}
          />
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {t(copied ? 'twoFactor.copied' : 'twoFactor.copySecret')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <TwoFactorCodeInput error={errors.code} />
        <FormError error={formError} />
        <Group gap="sm">
          <Button type="submit" loading={enable.isPending}>
            {t('twoFactor.confirm')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
