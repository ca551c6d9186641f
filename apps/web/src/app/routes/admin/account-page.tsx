import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnNoticeSwitch } from '../../../features/notification/components/own-notice-switch';
import { ChangePasswordForm } from '../../../features/staff/components/change-password-form';
import { OwnSessionsTable } from '../../../features/staff/components/own-sessions-table';
import { TwoFactorSettings } from '../../../features/staff/components/two-factor-settings';
import { AdminPageHeader } from './admin-page-header';

/** One titled card of the account page, named by its heading for screen readers. */
function AccountSection(props: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = `${props.id}-title`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {props.description}
      </Text>
      {props.children}
    </Card>
  );
}

/** /admin/account: any staff member's own password, two-factor sign-in and sessions. */
export function AdminAccountPage() {
  const { t } = useTranslation('adminStaff');
  return (
    <Stack gap="xl">
      <AdminPageHeader title={t('account.title')} description={t('account.description')} />
      <AccountSection
        id="notices"
        title={t('account.noticesTitle')}
        description={t('account.noticesDescription')}
      >
        <OwnNoticeSwitch />
      </AccountSection>
      <AccountSection
        id="password"
        title={t('account.passwordTitle')}
        description={t('account.passwordDescription')}
      >
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection
        id="two-factor"
        title={t('twoFactor.title')}
        description={t('twoFactor.description')}
      >
        <TwoFactorSettings />
      </AccountSection>
      <AccountSection
        id="sessions"
        title={t('account.sessionsTitle')}
        description={t('account.sessionsDescription')}
      >
        <OwnSessionsTable />
      </AccountSection>
    </Stack>
  );
}
