import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';

import { Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { isApiError } from '../../../lib/api-error';
import { problemFormErrors } from '../../../lib/field-errors';
import { useTwoFactorOverview } from '../api/get-two-factor-overview';
import { useSetTwoFactorPolicy } from '../api/set-two-factor-policy';
import { PolicyCard } from './policy-card';

/** Grade 10: require 2FA of all staff (the server enforces it, and refuses it to one without). */
export function TwoFactorPolicySwitch() {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const { data } = useTwoFactorOverview();
  const policy = useSetTwoFactorPolicy();
  const error = !policy.isError
    ? null
    : isApiError(policy.error) && policy.error.code === 'two_factor_not_enabled'
      ? t('member.policyNeedsOwn')
      : problemFormErrors(policy.error, [], tErrors).form;

  return (
    <PolicyCard title={t('member.policyTitle')}>
      <Switch
        label={t('member.policyLabel')}
        description={t('member.policyDescription')}
        checked={policy.isPending ? policy.variables.required : (data?.required ?? false)}
        disabled={data === undefined || policy.isPending}
        onChange={(event) => {
          const required = event.currentTarget.checked;
          policy.mutate(
            { required },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'teal',
                  message: t(required ? 'member.policyOn' : 'member.policyOff'),
                });
              },
            },
          );
        }}
      />
      {data !== undefined && (
        <Text size="sm" c="dimmed">
          {t('member.policyEnrolled', { count: data.enrolledMemberIds.length })}
        </Text>
      )}
      <FormError error={error} />
    </PolicyCard>
  );
}
