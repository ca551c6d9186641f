import '@mantine/core/styles/Table.layer.css';
import type { AuditEntry } from '@app/contract/audit';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/ui/tone-badge';
import { formatDateTime } from '../../../lib/date-time';
import { auditActionLabel, auditEntityLabel } from './audit-labels';

const FAILURE_ACTIONS = new Set(['login_failed']);

/** Audit rows, newest first; the summary is shown as text, never as HTML. */
export function AuditTable({ items }: { items: AuditEntry[] }) {
  const { t, i18n } = useTranslation('adminStaff');
  return (
    // Nothing in a row takes focus, so the narrow screen's horizontal scroll needs its own stop.
    <Table.ScrollContainer
      minWidth={900}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('audit.caption')}
    >
      <Table verticalSpacing="xs" striped>
        <Table.Caption>
          <VisuallyHidden>{t('audit.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>{t('audit.at')}</Table.Th>
            <Table.Th w={150}>{t('audit.who')}</Table.Th>
            <Table.Th w={130}>{t('audit.action')}</Table.Th>
            <Table.Th w={140}>{t('audit.target')}</Table.Th>
            <Table.Th>{t('audit.summary')}</Table.Th>
            <Table.Th w={130}>{t('audit.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Text size="sm">{formatDateTime(entry.at, i18n.language)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {entry.memberName ?? entry.memberLoginId ?? t('audit.unknownMember')}
                </Text>
                {entry.memberLoginId !== null && entry.memberName !== null && (
                  <Text size="xs" c="dimmed">
                    {entry.memberLoginId}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <ToneBadge tone={FAILURE_ACTIONS.has(entry.action) ? 'negative' : 'info'}>
                  {auditActionLabel(entry.action, t)}
                </ToneBadge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {auditEntityLabel(entry.entity, t)}
                  {entry.entityId === null ? '' : ` #${entry.entityId}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {entry.summary}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {entry.ip ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
