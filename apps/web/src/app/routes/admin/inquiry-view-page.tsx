import '../../../lib/zod-config';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { INQUIRY_STATUSES, inquiryStatusSchema } from '@app/contract/inquiry';
import { POLICY_PATHS } from '@app/contract/policy';
import { Alert, Anchor, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { formatDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';
import { Link, useNavigate } from '../../../lib/i18n/localized-navigation';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useDeleteAdminInquiry } from '../../../features/inquiry/api/delete-admin-inquiry';
import { useAdminInquiry } from '../../../features/inquiry/api/get-admin-inquiry';
import { useSetInquiryStatus } from '../../../features/inquiry/api/set-inquiry-status';
import { InquiryAnswerForm } from '../../../features/inquiry/components/inquiry-answer-form';
import { InquiryArticle } from '../../../features/inquiry/components/inquiry-article';
import { parseInquiryId } from '../../../features/inquiry/inquiry-id';
import { AdminPageHeader } from './admin-page-header';

const LIST_PATH = '/admin/inquiries';

/** /admin/inquiries/view/:id: the whole inquiry, its answer editor, status and delete. */
export function AdminInquiryViewPage() {
  const { t } = useTranslation('adminInquiry');
  const id = parseInquiryId(useParams().id);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <AdminPageHeader title={t('view.title')} description={t('list.description')} />
        <Button
          component={Link}
          to={LIST_PATH}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('view.back')}
        </Button>
      </Group>
      {id === null ? (
        <Alert color="red" variant="light">
          {t('list.empty')}
        </Alert>
      ) : (
        <InquiryDetail id={id} />
      )}
    </Stack>
  );
}

function InquiryDetail({ id }: { id: number }) {
  const { t } = useTranslation('adminInquiry');
  const { t: tInquiry } = useTranslation('inquiry');
  const language = useLanguage();
  const navigate = useNavigate();
  const { data: inquiry, isPending, isError } = useAdminInquiry(id);
  const setStatus = useSetInquiryStatus(id);
  const remove = useDeleteAdminInquiry(id);
  const [confirming, confirm] = useDisclosure(false);

  if (isPending) {
    return (
      <Group justify="center" py="xl">
        <LoadingSpinner label={t('view.title')} />
      </Group>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light">
        {tInquiry('secret.notFound')}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <InquiryArticle
        inquiry={inquiry}
        noAnswer={t('view.noAnswer')}
        answerFooter={
          inquiry.answeredBy !== null &&
          inquiry.answeredAt !== null && (
            <Text size="sm" c="dimmed" mt="md">
              {t('view.answeredBy', {
                name: inquiry.answeredBy.name,
                date: formatDateTime(inquiry.answeredAt, language),
              })}
            </Text>
          )
        }
      />
      <Text size="sm" c="dimmed">
        {t('view.consent', { date: formatDateTime(inquiry.privacyConsentAt, language) })}{' '}
        <Anchor
          component={Link}
          to={`${POLICY_PATHS.collection}?version=${inquiry.privacyNoticeVersion}`}
          target="_blank"
          size="sm"
          td="underline"
        >
          {t('view.consentNotice', { version: inquiry.privacyNoticeVersion })}
        </Anchor>
        {inquiry.personalDataErasedAt !== null &&
          ` ${t('view.erasedAt', { date: formatDateTime(inquiry.personalDataErasedAt, language) })}`}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <InquiryAnswerForm inquiry={inquiry} />
      </Paper>
      <Group justify="space-between">
        <Group gap="sm">
          <Text size="sm" fw={500} id="inquiry-status-label">
            {t('view.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="inquiry-status-label"
            value={inquiry.status}
            disabled={setStatus.isPending}
            data={INQUIRY_STATUSES.map((status) => ({
              value: status,
              label: tInquiry(`status.${status}`),
            }))}
            onChange={(value) => {
              setStatus.mutate(inquiryStatusSchema.parse(value), {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('view.statusChanged') });
                },
              });
            }}
          />
        </Group>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={confirm.open}
        >
          {t('view.delete')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        danger
        title={t('view.delete')}
        message={t('view.deleteConfirm')}
        confirmLabel={t('view.delete')}
        cancelLabel={t('view.cancel')}
        loading={remove.isPending}
        onClose={confirm.close}
        onConfirm={() => {
          remove.mutate(undefined, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('view.deleted') });
              void navigate(LIST_PATH, { replace: true });
            },
          });
        }}
      />
    </Stack>
  );
}
