import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedResults } from '../../../components/ui/paged-results';
import { useAudit } from '../../../features/audit/api/get-audit';
import { auditFiltersFromUrl, auditQueryFromUrl } from '../../../features/audit/audit-query';
import { AuditFilters } from '../../../features/audit/components/audit-filters';
import { AuditTable } from '../../../features/audit/components/audit-table';
import { useMembers } from '../../../features/staff/api/get-members';
import { useItemsPerPage } from '../../../lib/items-per-page';
import { AdminPageHeader } from './admin-page-header';

/** Enough for every staff account of a company this size in the member filter. */
const MEMBER_OPTIONS = 100;

/** /admin/audit (grade 10): the trail of staff writes and sign-ins, filtered and paged. */
export function AdminAuditPage() {
  const { t } = useTranslation('adminStaff');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = auditQueryFromUrl(searchParams, useItemsPerPage('default'));
  const { data, isPending } = useAudit(query);
  const { data: members } = useMembers({ page: 0, size: MEMBER_OPTIONS });

  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('audit.title')} description={t('audit.description')} />
      <AuditFilters
        values={auditFiltersFromUrl(searchParams)}
        members={(members?.items ?? []).map((member) => ({
          id: member.id,
          label: `${member.name} (${member.loginId})`,
        }))}
        onApply={(filters) => {
          // A new search starts on its first page.
          setSearchParams(new URLSearchParams(filters));
        }}
      />
      <Text size="sm" c="dimmed">
        {data === undefined ? '' : t('audit.total', { count: data.total })}
      </Text>
      <PagedResults
        data={data}
        isPending={isPending}
        page={query.page}
        loadingLabel={t('audit.title')}
        emptyLabel={t('audit.empty')}
      >
        {(items) => <AuditTable items={items} />}
      </PagedResults>
    </Stack>
  );
}
