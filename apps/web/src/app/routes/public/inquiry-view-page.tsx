import { Alert, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Link, Navigate, useNavigate } from '../../../lib/i18n/localized-navigation';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PageHero } from '../../../components/ui/page-hero';
import { useDeleteInquiry } from '../../../features/inquiry/api/delete-inquiry';
import { useInquiry } from '../../../features/inquiry/api/get-inquiry';
import { InquiryReading } from '../../../features/inquiry/components/inquiry-reading';
import { parseInquiryId } from '../../../features/inquiry/inquiry-id';
import { inquiryPaths } from '../../../features/inquiry/inquiry-paths';
import {
  isInquiryUnlocked,
  useUnlockedInquiryStore,
} from '../../../features/inquiry/unlocked-inquiry-store';
import { isApiError } from '../../../lib/api-error';
import { useHydrated } from '../../../lib/use-hydrated';
import { InquiryGate } from './inquiry-gate';
import { NotFoundPage } from './not-found-page';

/** Shown only for the inquiry unlocked last; otherwise its password gate (original §4). */
export function InquiryViewPage() {
  const { t } = useTranslation('inquiry');
  const { id } = useParams();
  const unlocked = useUnlockedInquiryStore((state) => state.unlocked);
  // The unlock lives in this tab: the server never renders an inquiry, only its gate, which
  // works without JavaScript too (posted here).
  if (!useHydrated()) {
    const gateId = parseInquiryId(id);
    if (gateId === null) return <NotFoundPage />;
    return <InquiryGate id={gateId} description={t('secret.openDescription')} />;
  }
  if (unlocked === null || !isInquiryUnlocked(unlocked, id)) {
    return <Navigate to={`/inquiries/view/${encodeURIComponent(id ?? '')}/secret`} replace />;
  }
  return <UnlockedInquiry id={unlocked.id} token={unlocked.token} />;
}

function UnlockedInquiry({ id, token }: { id: number; token: string }) {
  const { t } = useTranslation('inquiry');
  const navigate = useNavigate();
  const query = useInquiry(id, token);
  const remove = useDeleteInquiry(id, token);
  const [confirming, confirm] = useDisclosure(false);

  const body = () => {
    if (query.isPending) {
      return (
        <Group justify="center" py="xl">
          <LoadingSpinner label={t('secret.opening')} />
        </Group>
      );
    }
    if (query.isError) {
      const gone = isApiError(query.error) && query.error.status === 404;
      return (
        <Alert color="red" variant="light">
          {gone ? t('secret.notFound') : t('list.failed')}
        </Alert>
      );
    }
    const inquiry = query.data;
    return (
      <InquiryReading
        inquiry={inquiry}
        actions={
          <Group gap="xs">
            {inquiry.canEdit && (
              <Button component={Link} to={inquiryPaths.edit(id)} variant="light">
                {t('view.edit')}
              </Button>
            )}
            {inquiry.canDelete && (
              <Button color="red" variant="light" onClick={confirm.open}>
                {t('view.delete')}
              </Button>
            )}
            {/* Read without the password: it asks for it. An answered one is closed to both. */}
            {!inquiry.canDelete && inquiry.status === 'received' && (
              <Button component={Link} to={inquiryPaths.gate(id, true)} variant="light">
                {t('view.manage')}
              </Button>
            )}
          </Group>
        }
      />
    );
  };

  return (
    <>
      <PageHero title={t('view.title')} />
      <Container size="lg" py="xl">
        {body()}
      </Container>
      <ConfirmModal
        opened={confirming}
        danger
        title={t('view.deleteTitle')}
        message={t('view.deleteConfirm')}
        confirmLabel={t('view.delete')}
        cancelLabel={t('form.cancel')}
        loading={remove.isPending}
        onClose={confirm.close}
        onConfirm={() => {
          remove.mutate(undefined, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('view.deleted') });
              void navigate(inquiryPaths.list, { replace: true });
            },
            onError: confirm.close,
          });
        }}
      />
    </>
  );
}
