import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Table.layer.css';

import type { Member } from '@app/contract/member';
import { ActionIcon, Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconKey,
  IconPencil,
  IconPlayerPlay,
  IconShieldOff,
  IconUserOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/ui/tone-badge';
import { formatDateTime } from '../../../lib/date-time';

export type MemberAction = 'edit' | 'resetPassword' | 'toggleActive' | 'resetTwoFactor';

/**
 * Staff accounts with their grade, status, two-factor sign-in and last sign-in, and an action
 * button per row. `twoFactorIds` (the members with 2FA) is null while it loads.
 */
export function MemberTable({
  items,
  currentMemberId,
  twoFactorIds,
  onAction,
}: {
  items: Member[];
  currentMemberId: number | null;
  twoFactorIds: ReadonlySet<number> | null;
  onAction: (action: MemberAction, member: Member) => void;
}) {
  const { t, i18n } = useTranslation('adminStaff');
  const action = (label: string, icon: ReactNode, run: () => void, color?: string) => (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color ?? 'gray'} aria-label={label} onClick={run}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Table.ScrollContainer minWidth={920}>
      <Table verticalSpacing="sm" highlightOnHover striped>
        <Table.Caption>
          <VisuallyHidden>{t('member.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.loginId')}</Table.Th>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.email')}</Table.Th>
            <Table.Th w={90}>{t('fields.grade')}</Table.Th>
            <Table.Th w={110}>{t('member.status')}</Table.Th>
            <Table.Th w={100}>{t('member.twoFactor')}</Table.Th>
            <Table.Th w={180}>{t('member.lastLogin')}</Table.Th>
            <Table.Th w={160}>{t('member.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((member) => {
            const isSelf = member.id === currentMemberId;
            const hasTwoFactor = twoFactorIds?.has(member.id) ?? null;
            return (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {member.loginId}
                    </Text>
                    {isSelf && (
                      <Badge size="xs" variant="light">
                        {t('member.you')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{member.name}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={member.email === null ? 'dimmed' : undefined}>
                    {member.email ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{t('common.grade', { grade: member.grade })}</Table.Td>
                <Table.Td>
                  <ToneBadge tone={member.active ? 'positive' : 'neutral'}>
                    {t(member.active ? 'member.active' : 'member.inactive')}
                  </ToneBadge>
                </Table.Td>
                <Table.Td>
                  {hasTwoFactor === null ? (
                    '—'
                  ) : (
                    <ToneBadge tone={hasTwoFactor ? 'positive' : 'neutral'}>
                      {t(hasTwoFactor ? 'member.twoFactorOn' : 'member.twoFactorOff')}
                    </ToneBadge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {member.lastLoginAt === null
                      ? t('common.never')
                      : formatDateTime(member.lastLoginAt, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {action(
                      t('member.edit', { name: member.name }),
                      <IconPencil size={18} aria-hidden />,
                      () => {
                        onAction('edit', member);
                      },
                    )}
                    {action(
                      t('member.resetPassword', { name: member.name }),
                      <IconKey size={18} aria-hidden />,
                      () => {
                        onAction('resetPassword', member);
                      },
                    )}
                    {/* One's own 2FA is turned off on the account page, with password and code. */}
                    {hasTwoFactor === true &&
                      !isSelf &&
                      action(
                        t('member.resetTwoFactor', { name: member.name }),
                        <IconShieldOff size={18} aria-hidden />,
                        () => {
                          onAction('resetTwoFactor', member);
                        },
                        'orange',
                      )}
                    {/* Deactivating yourself would lock you out: the server refuses it for the last admin, the screen for everyone. */}
                    {!isSelf &&
                      action(
                        t(member.active ? 'member.deactivate' : 'member.reactivate', {
                          name: member.name,
                        }),
                        member.active ? (
                          <IconUserOff size={18} aria-hidden />
                        ) : (
                          <IconPlayerPlay size={18} aria-hidden />
                        ),
                        () => {
                          onAction('toggleActive', member);
                        },
                        member.active ? 'red' : 'teal',
                      )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
