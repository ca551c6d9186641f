import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import type { PublicHomeSections } from '@app/contract/home-sections';
import { useAdminHomeSections } from '../../../features/home/api/admin-home-sections';
import { useHome } from '../../../features/home/api/get-home';
import { HomeSectionsForm } from '../../../features/home/components/home-sections-form';
import { formatDateTime } from '../../../lib/date-time';
import { type Language, useLanguage } from '../../../lib/i18n/language';
import { Link } from '../../../lib/i18n/localized-navigation';
import { HomeBody } from '../public/home-body';
import { AdminPageHeader } from './admin-page-header';

/**
 * The home page below the hero as the public page composes it, with the form's unsaved
 * sections and the live featured products, categories, notices and places in `language`.
 */
function HomeSectionsPreview({
  sections,
  language,
}: {
  sections: PublicHomeSections;
  language: Language;
}) {
  const home = useHome(language);
  return (
    <HomeBody home={home.data} sections={sections} failed={home.isError} language={language} />
  );
}

/**
 * `/admin/homeSections`: the home page's sections below the hero (their order, figures, areas,
 * strengths, quick links, headings and call to action), with a preview of the unsaved ones.
 */
export function AdminHomeSectionsPage() {
  const { t } = useTranslation('adminPage');
  const language = useLanguage();
  const query = useAdminHomeSections();
  return (
    <Stack gap="lg">
      <AdminPageHeader
        title={t('homeSections.title')}
        description={t('homeSections.description')}
      />
      {query.isPending ? (
        <Group justify="center" py="xl">
          <LoadingSpinner label={t('loading')} />
        </Group>
      ) : query.data === undefined ? (
        <Alert color="red">{t('failed')}</Alert>
      ) : (
        <>
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed">
              {query.data.updatedAt === null
                ? t('homeSections.neverSaved')
                : t('lastSaved', { date: formatDateTime(query.data.updatedAt, language) })}
            </Text>
            <Anchor component={Link} to="/" target="_blank" size="sm">
              <Group gap={4}>
                {t('viewPublic')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
          {/* Keyed by the save time: after a save the form starts from what was stored. */}
          <HomeSectionsForm
            key={query.data.updatedAt}
            sections={query.data}
            renderPreview={(sections, previewLanguage) => (
              <HomeSectionsPreview sections={sections} language={previewLanguage} />
            )}
          />
        </>
      )}
    </Stack>
  );
}
