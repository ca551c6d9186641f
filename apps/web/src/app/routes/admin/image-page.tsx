import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageUploadZone } from '../../../components/media/image-upload-zone';
import { ImageLibrary } from '../../../features/image/components/image-library';
import { AdminPageHeader } from './admin-page-header';

/** `/admin/image`: upload by drag and drop, then find, describe and remove pictures. */
export function AdminImagePage() {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('nav.image')} description={t('sections.image')} />
      <ImageUploadZone />
      <ImageLibrary />
    </Stack>
  );
}
