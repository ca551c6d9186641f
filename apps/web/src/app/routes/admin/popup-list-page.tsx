import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PopupAdmin } from '../../../features/popup/components/popup-admin';
import { AdminPageHeader } from './admin-page-header';

/** `/admin/popups`: the public site's popups and where each one's period stands. */
export function AdminPopupListPage() {
  const { t } = useTranslation('adminPopup');
  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('title')} description={t('description')} />
      <PopupAdmin />
    </Stack>
  );
}
