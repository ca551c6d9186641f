import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PagedResults } from '../../../components/ui/paged-results';
import { useAdminInquiries } from '../../../features/inquiry/api/get-admin-inquiries';
import { useReleaseInquiry } from '../../../features/inquiry/api/release-inquiry';
import { useUnansweredCount } from '../../../features/inquiry/api/get-unanswered-count';
import { adminInquiryQueryFromUrl } from '../../../features/inquiry/admin-inquiry-query';
import { AdminInquiryFilters } from '../../../features/inquiry/components/admin-inquiry-filters';
import { AdminInquiryTable } from '../../../features/inquiry/components/admin-inquiry-table';
import { useItemsPerPage } from '../../../lib/items-per-page';
import { AdminPageHeader } from './admin-page-header';

/** /admin/inquiries: every inquiry with status, keyword and date filters, paged on the server. */
export function AdminInquiryListPage() {
  const { t } = useTranslation('adminInquiry');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = adminInquiryQueryFromUrl(searchParams, useItemsPerPage('default'));
  const { data, isPending } = useAdminInquiries(query);
  const { data: unanswered } = useUnansweredCount();
  const quarantine = query.spam === true;
  const release = useReleaseInquiry();

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title={quarantine ? t('spam.title') : t('list.title')}
        description={quarantine ? t('spam.description') : t('list.description')}
      />
      <Group>
        <Anchor
          component={Link}
          to={quarantine ? '/admin/inquiries' : '/admin/inquiries?spam=true'}
        >
          {quarantine ? t('spam.toInbox') : t('spam.toQuarantine')}
        </Anchor>
      </Group>
      <AdminInquiryFilters
        query={query}
        onApply={(filters) => {
          // A new search starts on its first page.
          setSearchParams(new URLSearchParams(quarantine ? { ...filters, spam: 'true' } : filters));
        }}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {data === undefined ? '' : t('list.total', { count: data.total })}
        </Text>
        {unanswered !== undefined && (
          <Text size="sm" fw={600} c={unanswered > 0 ? 'red.9' : 'dimmed'}>
            {t('list.unanswered', { count: unanswered })}
          </Text>
        )}
      </Group>
      <PagedResults
        data={data}
        isPending={isPending}
        page={query.page}
        loadingLabel={t('list.title')}
        emptyLabel={t('list.empty')}
      >
        {(items) =>
          quarantine ? (
            <AdminInquiryTable
              items={items}
              releasing={release.isPending ? release.variables : null}
              onRelease={(id) => {
                release.mutate(id);
              }}
            />
          ) : (
            <AdminInquiryTable items={items} />
          )
        }
      </PagedResults>
    </Stack>
  );
}
