import '../../../lib/zod-config';
import '@mantine/core/styles/Divider.layer.css';
import { type AdminPage, pageSlugSchema } from '@app/contract/page';
import { Alert, Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Link } from '../../../lib/i18n/localized-navigation';
import { useAdminPage } from '../../../features/pages/api/get-admin-page';
import { PageEditForm } from '../../../features/pages/components/page-edit-form';
import { PageRevisions } from '../../../features/pages/components/page-revisions';
import { formatDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';
import { AdminPageHeader } from './admin-page-header';

function PageEditor({ page, name }: { page: AdminPage; name: string }) {
  const { t } = useTranslation('adminPage');
  const language = useLanguage();
  const date = formatDateTime(page.updatedAt, language);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          {page.updatedByName === null
            ? t('lastSaved', { date })
            : t('lastSavedBy', { date, name: page.updatedByName })}
        </Text>
        <Anchor
          component={Link}
          to={page.slug === 'home' ? '/' : `/${page.slug}`}
          target="_blank"
          size="sm"
        >
          <Group gap={4}>
            {t('viewPublic')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      {/* Keyed by the save time: after a restore the form starts from the restored text. */}
      <PageEditForm key={page.updatedAt} page={page} />
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="page-revisions">
        <Title order={2} size="h4" id="page-revisions">
          {t('revisions.title')}
        </Title>
        <PageRevisions page={page} pageName={name} />
      </Stack>
    </Stack>
  );
}

/** `/admin/editPage/:id`: edit one of the company pages, with its earlier versions. */
export function AdminEditPagePage() {
  const { t } = useTranslation('adminPage');
  const { t: tPages } = useTranslation('pages');
  const parsed = pageSlugSchema.safeParse(useParams().id);
  const slug = parsed.success ? parsed.data : null;
  const query = useAdminPage(slug);
  if (slug === null) {
    return (
      <Stack gap="lg">
        <AdminPageHeader title={t('title')} description="" />
        <Alert color="gray">{t('notFound')}</Alert>
      </Stack>
    );
  }
  const name = tPages(`names.${slug}`);
  return (
    <Stack gap="lg">
      <AdminPageHeader title={`${t('title')} · ${name}`} description={t('description', { name })} />
      {query.isPending ? (
        <Group justify="center" py="xl">
          <LoadingSpinner label={t('loading')} />
        </Group>
      ) : query.data === undefined ? (
        <Alert color="red">{t('failed')}</Alert>
      ) : (
        <PageEditor key={slug} page={query.data} name={name} />
      )}
    </Stack>
  );
}
