import { Alert, Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActionData } from 'react-router';
import { Link, useNavigate } from '../../../lib/i18n/localized-navigation';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { PageHead } from '../../../components/ui/page-head';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useAdminReturnPath } from '../../../features/auth/return-path';
import type { LoginRefusal } from '../../route-actions';
import classes from './login-page.module.css';

/** Staff sign-in; lazy-loaded, and only reached by staff. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnPath = useAdminReturnPath();
  // The form the browser posted itself, without JavaScript (loginAction).
  const refused = useActionData<LoginRefusal>();
  return (
    <main className={classes.page}>
      <PageHead title={t('login.title')} noindex />
      <Center mih="100vh" px="md" py="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Center>
            <BrandLogo to="/" destination={t('login.homeLink')} />
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4} mb="lg">
              {t('login.description')}
            </Text>
            <noscript>
              <Alert color="yellow" variant="light" mb="md">
                {t('login.needsJavaScript')}
              </Alert>
            </noscript>
            <LoginForm
              loginId={refused?.loginId ?? ''}
              onSuccess={() => {
                void navigate(returnPath, { replace: true });
              }}
            />
          </Paper>
          <Anchor component={Link} to="/" size="sm" ta="center" c="dimmed">
            {t('login.backToSite')}
          </Anchor>
        </Stack>
      </Center>
    </main>
  );
}
