import { idSchema } from '@app/contract/common';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { adminPopupsQueryOptions } from '../../../features/popup/api/admin-popups';
import { PopupForm } from '../../../features/popup/components/popup-form';
import { Link } from '../../../lib/i18n/localized-navigation';
import { AdminPageHeader } from './admin-page-header';

/** `/admin/popups/new` and `/admin/popups/:id`: write a popup, or change one. */
export function AdminPopupEditPage() {
  const { t } = useTranslation('adminPopup');
  const param = useParams().id;
  const id = param === undefined ? null : idSchema.safeParse(param);
  const list = useQuery({ ...adminPopupsQueryOptions(), enabled: id !== null });
  const popup = id?.success === true ? list.data?.find((p) => p.id === id.data) : undefined;
  const title = t(id === null ? 'createTitle' : 'editTitle');

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/popups" size="sm">
        {t('backToList')}
      </Anchor>
      <AdminPageHeader title={title} description={t('description')} />
      {id === null ? (
        <PopupForm popup={null} />
      ) : list.isPending ? (
        <LoadingSpinner label={title} />
      ) : popup === undefined ? (
        <Alert color="red">{list.isError ? t('loadError') : t('notFound')}</Alert>
      ) : (
        // Keyed by the save time: after a save elsewhere the form starts from the stored popup.
        <PopupForm key={popup.updatedAt} popup={popup} />
      )}
    </Stack>
  );
}
