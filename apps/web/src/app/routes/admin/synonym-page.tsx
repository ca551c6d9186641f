import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SynonymAdmin } from '../../../features/search/components/synonym-admin';
import { AdminPageHeader } from './admin-page-header';

/** /admin/synonym: the words a search also finds by others (스뎅 → 스테인리스). */
export function AdminSynonymPage() {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('synonym.title')} description={t('synonym.description')} />
      <SynonymAdmin />
    </Stack>
  );
}
