import '@mantine/core/styles/Table.layer.css';
import type { OwnSession } from '@app/contract/account';
import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { ToneBadge } from '../../../components/ui/tone-badge';
import { formatDateTime } from '../../../lib/date-time';
import { useEndOwnSession } from '../api/end-own-session';
import { useOwnSessions } from '../api/get-own-sessions';
import { problemFormErrors } from '../../../lib/field-errors';

/** "Chrome 131 · Windows": enough of the user agent to recognise one's own device. */
function deviceName(userAgent: string | null, unknown: string): string {
  if (userAgent === null || userAgent === '') return unknown;
  const browser = /(Edg|Whale|SamsungBrowser|Firefox|Chrome|Safari)\/(\d+)/.exec(userAgent);
  const system = /(Windows|Mac OS X|Android|iPhone|iPad|Linux)/.exec(userAgent);
  const parts = [
    browser ? `${browser[1] === 'Edg' ? 'Edge' : (browser[1] ?? '')} ${browser[2] ?? ''}` : null,
    system?.[1] ?? null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 60);
}

/** The signed-in member's sessions; any but the current one can be ended after a confirmation. */
export function OwnSessionsTable() {
  const { t, i18n } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const { data, isPending } = useOwnSessions();
  const end = useEndOwnSession();
  const [ending, setEnding] = useState<OwnSession | null>(null);

  if (isPending) {
    return (
      <Group justify="center" py="lg">
        <LoadingSpinner label={t('account.sessionsTitle')} />
      </Group>
    );
  }
  const sessions = data ?? [];
  const name = (session: OwnSession) => deviceName(session.userAgent, t('account.unknownDevice'));

  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm">
          <Table.Caption>
            <VisuallyHidden>{t('account.sessionsCaption')}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('account.device')}</Table.Th>
              <Table.Th w={140}>{t('account.ip')}</Table.Th>
              <Table.Th w={180}>{t('account.lastSeen')}</Table.Th>
              <Table.Th w={180}>{t('account.signedIn')}</Table.Th>
              <Table.Th w={150} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.map((session) => (
              <Table.Tr key={session.id}>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm" title={session.userAgent ?? undefined}>
                      {name(session)}
                    </Text>
                    {session.current && (
                      <ToneBadge size="sm" tone="positive">
                        {t('account.current')}
                      </ToneBadge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{session.ip ?? '—'}</Table.Td>
                <Table.Td>{formatDateTime(session.lastSeenAt, i18n.language)}</Table.Td>
                <Table.Td>{formatDateTime(session.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  {!session.current && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={t('account.endLabel', { device: name(session) })}
                      onClick={() => {
                        end.reset();
                        setEnding(session);
                      }}
                    >
                      {t('account.end')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {sessions.every((session) => session.current) && (
        <Text size="sm" c="dimmed">
          {t('account.noSessions')}
        </Text>
      )}
      <ConfirmModal
        opened={ending !== null}
        title={t('account.endTitle')}
        message={t('account.endMessage', { device: ending === null ? '' : name(ending) })}
        confirmLabel={t('account.end')}
        cancelLabel={t('common.cancel')}
        danger
        loading={end.isPending}
        error={end.isError ? problemFormErrors(end.error, [], tErrors).form : null}
        onClose={() => {
          setEnding(null);
        }}
        onConfirm={() => {
          if (ending === null) return;
          end.mutate(ending.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('account.ended') });
              setEnding(null);
            },
          });
        }}
      />
    </>
  );
}
