import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useAdminSite } from '../../../features/site/api/admin-site';
import { IndexNowCard } from '../../../features/site/components/indexnow-card';
import { SiteSettingsForm } from '../../../features/site/components/site-settings-form';
import { formatDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';
import { AdminPageHeader } from './admin-page-header';

/** `/admin/site`: the company's facts every public page shows (top grade only). */
export function AdminSitePage() {
  const { t } = useTranslation('adminPage');
  const language = useLanguage();
  const query = useAdminSite();
  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('site.title')} description={t('site.description')} />
      {query.isPending ? (
        <Group justify="center" py="xl">
          <LoadingSpinner label={t('loading')} />
        </Group>
      ) : query.data === undefined ? (
        <Alert color="red">{t('failed')}</Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {query.data.updatedAt === null
              ? t('site.neverSaved')
              : t('lastSaved', { date: formatDateTime(query.data.updatedAt, language) })}
          </Text>
          {/* Keyed by the save time: after a save the form starts from what was stored. */}
          <SiteSettingsForm key={query.data.updatedAt} settings={query.data} />
          <IndexNowCard />
        </>
      )}
    </Stack>
  );
}
