import '../../../lib/zod-config';
import type { Member } from '@app/contract/member';
import { memberListQuerySchema } from '@app/contract/member';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type SubmitEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageFromSearchParams } from '../../../components/ui/page-param';
import { PagedResults } from '../../../components/ui/paged-results';
import { useMembers } from '../../../features/staff/api/get-members';
import { useTwoFactorOverview } from '../../../features/staff/api/get-two-factor-overview';
import { MemberFormModal } from '../../../features/staff/components/member-form-modal';
import { MemberStatusModal } from '../../../features/staff/components/member-status-modal';
import { type MemberAction, MemberTable } from '../../../features/staff/components/member-table';
import { ResetPasswordModal } from '../../../features/staff/components/reset-password-modal';
import { ResetTwoFactorModal } from '../../../features/staff/components/reset-two-factor-modal';
import { StatisticsAccessSelect } from '../../../features/staff/components/statistics-access-select';
import { TwoFactorPolicySwitch } from '../../../features/staff/components/two-factor-policy-switch';
import { useAuthStore } from '../../../lib/auth-store';
import { useItemsPerPage } from '../../../lib/items-per-page';
import { AdminPageHeader } from './admin-page-header';
import { freshParams } from '../../../lib/i18n/language-url';

type Dialog = { kind: 'create' } | { kind: MemberAction; member: Member } | null;

/** /admin/member (grade 10, guarded by the route and the server): staff accounts. */
export function AdminMemberPage() {
  const { t } = useTranslation('adminStaff');
  const [searchParams, setSearchParams] = useSearchParams();
  const size = useItemsPerPage('default');
  const parsed = memberListQuerySchema.safeParse({
    keyword: searchParams.get('keyword') ?? undefined,
    page: pageFromSearchParams(searchParams),
    size,
  });
  const query = parsed.success ? parsed.data : { page: 0, size };
  const { data, isPending } = useMembers(query);
  const overview = useTwoFactorOverview();
  const twoFactorIds = useMemo(
    () => (overview.data === undefined ? null : new Set(overview.data.enrolledMemberIds)),
    [overview.data],
  );
  const currentMemberId = useAuthStore((state) => state.userInfo?.id ?? null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
  };

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    // A new search starts on its first page.
    setSearchParams((current) =>
      freshParams(
        current,
        typeof keyword === 'string' && keyword.trim() !== '' ? { keyword: keyword.trim() } : {},
      ),
    );
  };

  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('member.title')} description={t('member.description')} />
      <TwoFactorPolicySwitch />
      <StatisticsAccessSelect />
      <Group justify="space-between" align="flex-end">
        <form onSubmit={search} role="search" key={query.keyword ?? ''}>
          <Group gap="sm" align="flex-end">
            <TextInput
              name="keyword"
              label={t('member.searchLabel')}
              defaultValue={query.keyword ?? ''}
              maxLength={100}
              w={280}
            />
            <Button
              type="submit"
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden />}
            >
              {t('member.search')}
            </Button>
          </Group>
        </form>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setDialog({ kind: 'create' });
          }}
        >
          {t('member.create')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {data === undefined ? '' : t('member.total', { count: data.total })}
      </Text>
      <PagedResults
        data={data}
        isPending={isPending}
        page={query.page}
        loadingLabel={t('member.title')}
        emptyLabel={t('member.empty')}
      >
        {(items) => (
          <MemberTable
            items={items}
            currentMemberId={currentMemberId}
            twoFactorIds={twoFactorIds}
            onAction={(kind, member) => {
              setDialog({ kind, member });
            }}
          />
        )}
      </PagedResults>
      {dialog?.kind === 'create' && (
        <MemberFormModal member={null} isSelf={false} onClose={close} />
      )}
      {dialog?.kind === 'edit' && (
        <MemberFormModal
          member={dialog.member}
          isSelf={dialog.member.id === currentMemberId}
          onClose={close}
        />
      )}
      {dialog?.kind === 'resetPassword' && (
        <ResetPasswordModal member={dialog.member} onClose={close} />
      )}
      {dialog?.kind === 'toggleActive' && (
        <MemberStatusModal member={dialog.member} onClose={close} />
      )}
      {dialog?.kind === 'resetTwoFactor' && (
        <ResetTwoFactorModal member={dialog.member} onClose={close} />
      )}
    </Stack>
  );
}
