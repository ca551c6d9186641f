import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceAdmin } from '../../../features/place/components/place-admin';
import { AdminPageHeader } from './admin-page-header';

/** /admin/place: places in display order. */
export function AdminPlacePage() {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('place.title')} description={t('place.description')} />
      <PlaceAdmin />
    </Stack>
  );
}
