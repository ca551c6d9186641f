import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  type AdminPolicyVersion,
  POLICIES,
  POLICY_PATHS,
  type Policy,
  type PolicyVersionState,
} from '@app/contract/policy';
import {
  Alert,
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { type BadgeTone, ToneBadge } from '../../../components/ui/tone-badge';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';
import { Link, useNavigate } from '../../../lib/i18n/localized-navigation';
import { useAdminPolicy, usePolicyVersionWrite } from '../api/admin-policy';
import { formatPolicyDay } from '../policy-day';
import { PolicyVersionForm } from './policy-version-form';

const STATE_TONES: Record<PolicyVersionState, BadgeTone> = {
  upcoming: 'info',
  current: 'positive',
  past: 'neutral',
};

/** What the editor shows: the list, a new version, or an announced one being rewritten. */
type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; version: AdminPolicyVersion };

/**
 * The policies' versions for staff (decision 27): each with its 시행일 and state, a new version
 * written from the one in force, and announced versions rewritten or withdrawn before their day.
 * Versions in force or past stay as visitors read them.
 */
export function PolicyAdmin({ policy }: { policy: Policy }) {
  const { t } = useTranslation('adminPage');
  const { t: tPages } = useTranslation('pages');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const navigate = useNavigate();
  const query = useAdminPolicy(policy);
  const write = usePolicyVersionWrite(policy);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [withdrawing, setWithdrawing] = useState<AdminPolicyVersion | null>(null);
  const data = query.data;
  const list = () => {
    setMode({ kind: 'list' });
  };

  return (
    <Stack gap="lg">
      <SegmentedControl
        value={policy}
        aria-label={t('policies.choose')}
        data={POLICIES.map((value) => ({ value, label: tPages(`policy.names.${value}`) }))}
        onChange={(value) => {
          setMode({ kind: 'list' });
          void navigate(`/admin/policies/${value}`);
        }}
        fullWidth
      />
      {query.isPending ? (
        <Group justify="center" py="xl">
          <LoadingSpinner label={t('loading')} />
        </Group>
      ) : data === undefined ? (
        <Alert color="red">{t('failed')}</Alert>
      ) : mode.kind !== 'list' ? (
        <PolicyVersionForm
          key={mode.kind === 'edit' ? mode.version.id : 'new'}
          today={data.today}
          start={
            mode.kind === 'edit'
              ? mode.version
              : // A new version starts from the newest one (announced, else in force).
                data.versions[0]
          }
          editing={mode.kind === 'edit' ? mode.version : undefined}
          takenDays={data.versions
            .filter((v) => mode.kind !== 'edit' || v.id !== mode.version.id)
            .map((v) => v.effectiveOn)}
          write={write}
          onDone={list}
        />
      ) : (
        <>
          <Group justify="space-between">
            <Anchor component={Link} to={POLICY_PATHS[policy]} target="_blank" size="sm">
              <Group gap={4}>
                {t('viewPublic')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                setMode({ kind: 'new' });
              }}
            >
              {t('policies.new')}
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('policies.columns.effectiveOn')}</Table.Th>
                  <Table.Th scope="col">{t('policies.columns.state')}</Table.Th>
                  <Table.Th scope="col">{t('policies.columns.summary')}</Table.Th>
                  <Table.Th scope="col">{t('policies.columns.written')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('policies.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.versions.map((version) => (
                  <Table.Tr key={version.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`${POLICY_PATHS[policy]}?version=${version.effectiveOn}`}
                        target="_blank"
                      >
                        {formatPolicyDay(version.effectiveOn, language)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <ToneBadge tone={STATE_TONES[version.state]}>
                        {tPages(`policy.states.${version.state}`)}
                      </ToneBadge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {version.summary ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {version.createdByName ?? t('policies.bySite')}
                        <br />
                        <Text span size="xs" c="dimmed">
                          {formatDateTime(version.createdAt, language)}
                        </Text>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {version.state === 'upcoming' && (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => {
                              setMode({ kind: 'edit', version });
                            }}
                          >
                            {t('policies.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => {
                              write.reset();
                              setWithdrawing(version);
                            }}
                          >
                            {t('policies.withdraw')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed">
            {t('policies.immutable')}
          </Text>
        </>
      )}
      <ConfirmModal
        opened={withdrawing !== null}
        title={t('policies.withdrawTitle')}
        message={t('policies.withdrawMessage', {
          date: withdrawing === null ? '' : formatPolicyDay(withdrawing.effectiveOn, language),
        })}
        confirmLabel={t('policies.withdraw')}
        cancelLabel={t('policies.cancel')}
        danger
        loading={write.isPending}
        error={isApiError(write.error) ? apiErrorMessage(write.error, tErrors) : null}
        onConfirm={() => {
          if (withdrawing === null) return;
          write.mutate(
            { kind: 'delete', id: withdrawing.id },
            {
              onSuccess: () => {
                setWithdrawing(null);
              },
            },
          );
        }}
        onClose={() => {
          setWithdrawing(null);
        }}
      />
    </Stack>
  );
}
