import '@mantine/core/styles/SegmentedControl.layer.css';
import { GRADE_TOP } from '@app/contract/auth-constants';
import { NOTIFICATION_STATUSES, type NotificationStatus } from '@app/contract/notification';
import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedResults } from '../../../components/ui/paged-results';
import { pageFromSearchParams } from '../../../components/ui/page-param';
import { useOutbox, useResendNotification } from '../../../features/notification/api/outbox';
import { OutboxTable } from '../../../features/notification/components/outbox-table';
import { TextSettingsCard } from '../../../features/notification/components/text-settings-card';
import { useAuthStore } from '../../../lib/auth-store';
import { useItemsPerPage } from '../../../lib/items-per-page';
import { AdminPageHeader } from './admin-page-header';

const isStatus = (value: string | null): value is NotificationStatus =>
  (NOTIFICATION_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /admin/notifications: the outbox of e-mails to staff and to visitors and of texts to staff, and
 * what became of each; for the top grade, the text message settings above it.
 */
export function AdminNotificationPage() {
  const { t } = useTranslation('adminStaff');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status = isStatus(requested) ? requested : undefined;
  const query = {
    page: pageFromSearchParams(searchParams),
    size: useItemsPerPage('default'),
    ...(status === undefined ? {} : { status }),
  };
  const { data, isPending } = useOutbox(query);
  const resend = useResendNotification();
  const top = useAuthStore((state) => state.userInfo?.grade === GRADE_TOP);

  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('outbox.title')} description={t('outbox.description')} />
      {data?.emailConfigured === false && (
        <Alert color="yellow" variant="light">
          {t('outbox.notConfigured')}
        </Alert>
      )}
      {/* Who is texted, and how, is the top grade's to set. */}
      {top && <TextSettingsCard />}
      <SegmentedControl
        aria-label={t('outbox.filter')}
        value={status ?? 'all'}
        data={[
          { value: 'all', label: t('outbox.all') },
          ...NOTIFICATION_STATUSES.map((value) => ({
            value,
            label: t(`outbox.statuses.${value}`),
          })),
        ]}
        onChange={(value) => {
          // A new filter starts on its first page.
          setSearchParams(value === 'all' ? {} : { status: value });
        }}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <Text size="sm" c="dimmed">
        {data === undefined ? '' : t('outbox.total', { count: data.total })}
      </Text>
      <PagedResults
        data={data}
        isPending={isPending}
        page={query.page}
        loadingLabel={t('outbox.title')}
        emptyLabel={t('outbox.empty')}
      >
        {(items) => (
          <OutboxTable
            items={items}
            resending={resend.isPending ? resend.variables : null}
            onResend={(id) => {
              resend.mutate(id, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('outbox.resent') });
                },
                onError: () => {
                  notifications.show({ color: 'red', message: t('outbox.resendFailed') });
                },
              });
            }}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
