import type { Notification, NotificationStatus } from '@app/contract/notification';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, cellClasses } from '../../../components/ui/data-table';
import { type BadgeTone, ToneBadge } from '../../../components/ui/tone-badge';
import { formatDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';

const TONES: Record<NotificationStatus, BadgeTone> = {
  pending: 'neutral',
  sending: 'info',
  retrying: 'info',
  sent: 'positive',
  failed: 'negative',
};

type OutboxTableProps = {
  items: Notification[];
  /** Sends a failed message again; `resending` is the one under way. */
  onResend: (id: number) => void;
  resending: number | null;
};

/**
 * The outbox, newest first: what each message is and how it goes (e-mail or text), to whom, how
 * its attempts went and what the mail server or text provider last answered; on a phone a card
 * per message.
 */
export function OutboxTable({ items, onResend, resending }: OutboxTableProps) {
  const { t } = useTranslation('adminStaff');
  const language = useLanguage();
  return (
    <DataTable caption={t('outbox.caption')} captionHidden variant="cards" minWidth={960}>
      <thead>
        <tr>
          <th style={{ width: 160 }}>{t('outbox.created')}</th>
          <th>{t('outbox.kind')}</th>
          <th style={{ width: 200 }}>{t('outbox.recipient')}</th>
          <th style={{ width: 150 }}>{t('outbox.status')}</th>
          <th style={{ width: 260 }}>{t('outbox.response')}</th>
          <th style={{ width: 120 }}>
            <span className={cellClasses.wideOnly}>{t('outbox.action')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className={cellClasses.nowrap}>
              <Text size="sm">{formatDateTime(item.createdAt, language)}</Text>
            </td>
            <td className={cellClasses.cardTitle}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{t(`outbox.kinds.${item.kind}`)}</Text>
                <ToneBadge tone="neutral" size="xs">
                  {t(`outbox.channels.${item.channel}`)}
                </ToneBadge>
              </Group>
              {item.inquiryId !== null && (
                <Text size="xs">
                  <Link to={`/admin/inquiries/view/${String(item.inquiryId)}`}>
                    {t('outbox.inquiry', { id: item.inquiryId })}
                  </Link>
                </Text>
              )}
              {item.period !== null && (
                <Text size="xs" c="dimmed">
                  {t('outbox.week', { date: item.period })}
                </Text>
              )}
            </td>
            <td>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {item.recipient}
              </Text>
            </td>
            <td>
              <ToneBadge tone={TONES[item.status]}>{t(`outbox.statuses.${item.status}`)}</ToneBadge>
              <Text size="xs" c="dimmed">
                {item.status === 'sent' && item.sentAt !== null
                  ? formatDateTime(item.sentAt, language)
                  : t('outbox.attempts', { count: item.attempts })}
              </Text>
              {item.status === 'retrying' && item.nextAttemptAt !== null && (
                <Text size="xs" c="dimmed">
                  {t('outbox.next', { at: formatDateTime(item.nextAttemptAt, language) })}
                </Text>
              )}
            </td>
            <td>
              <Text
                size="xs"
                c="dimmed"
                className={cellClasses.clamp}
                title={item.lastResponse ?? ''}
              >
                {item.lastResponse ?? '—'}
              </Text>
            </td>
            <td>
              {item.status === 'failed' && (
                <Button
                  size="xs"
                  variant="default"
                  loading={resending === item.id}
                  aria-label={`${t('outbox.resend')}: ${t('outbox.inquiry', { id: item.inquiryId ?? item.id })}`}
                  onClick={() => {
                    onResend(item.id);
                  }}
                >
                  {t('outbox.resend')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
