import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CategoryAdmin } from '../../../features/category/components/category-admin';
import { AdminPageHeader } from './admin-page-header';

/** /admin/category: the two-level category tree. */
export function AdminCategoryPage() {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('category.title')} description={t('category.description')} />
      <CategoryAdmin />
    </Stack>
  );
}
