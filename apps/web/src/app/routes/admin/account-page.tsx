import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../../features/staff/components/change-password-form';
import { OwnSessionsTable } from '../../../features/staff/components/own-sessions-table';
import { TwoFactorSettings } from '../../../features/staff/components/two-factor-settings';
import { AdminPageHeader } from './admin-page-header';

/** /admin/account: any staff member's own password, two-factor sign-in and sessions. */
export function AdminAccountPage() {
  const { t } = useTranslation('adminStaff');
  return (
    <Stack gap="xl">
      <AdminPageHeader title={t('account.title')} description={t('account.description')} />
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="password-title"
      >
        <Title order={2} size="h4" id="password-title">
          {t('account.passwordTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('account.passwordDescription')}
        </Text>
        <ChangePasswordForm />
      </Card>
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="two-factor-title"
      >
        <Title order={2} size="h4" id="two-factor-title">
          {t('twoFactor.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('twoFactor.description')}
        </Text>
        <TwoFactorSettings />
      </Card>
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="sessions-title"
      >
        <Title order={2} size="h4" id="sessions-title">
          {t('account.sessionsTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('account.sessionsDescription')}
        </Text>
        <OwnSessionsTable />
      </Card>
    </Stack>
  );
}
