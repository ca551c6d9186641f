import type { AdminInquiryListItem } from '@app/contract/inquiry';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, cellClasses } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { InquiryTitleLink } from './inquiry-title-link';
import { InquiryAuthor } from './inquiry-author';

/**
 * The back-office table: everything staff need to pick the next inquiry to answer; on a phone a
 * card per inquiry, as the public list (the same table, so the two never drift apart).
 */
export function AdminInquiryTable({
  items,
  onRelease,
  releasing,
}: {
  items: AdminInquiryListItem[];
  /** The quarantine (스팸 보관함): each row says why it is there and offers its release. */
  onRelease?: (id: number) => void;
  releasing?: number | null;
}) {
  const { t } = useTranslation('adminInquiry');
  const language = useLanguage();
  return (
    <DataTable caption={t('list.caption')} captionHidden variant="cards" minWidth={860}>
      <thead>
        <tr>
          <th style={{ width: 72 }}>{t('list.number')}</th>
          <th>{t('list.subject')}</th>
          <th style={{ width: 120 }}>{t('list.author')}</th>
          <th style={{ width: 200 }}>{t('list.contact')}</th>
          <th style={{ width: 160 }}>{t('list.product')}</th>
          <th style={{ width: 170 }}>{t('list.date')}</th>
          <th style={{ width: onRelease ? 190 : 110 }}>
            {onRelease ? t('spam.reason') : t('list.status')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className={`${cellClasses.dimmed} ${cellClasses.wideOnly}`}>{item.id}</td>
            <td className={cellClasses.cardTitle}>
              <InquiryTitleLink
                title={item.title}
                secret={item.secret}
                to={`/admin/inquiries/view/${String(item.id)}`}
              />
            </td>
            <td className={cellClasses.nowrap}>
              <InquiryAuthor name={item.authorName} />
            </td>
            <td>
              <Text size="sm">{item.email ?? item.phone}</Text>
              {item.email !== null && item.phone !== null && (
                <Text size="xs" c="dimmed">
                  {item.phone}
                </Text>
              )}
            </td>
            <td>
              <Text size="sm" className={cellClasses.clamp}>
                {item.product?.name ?? '—'}
              </Text>
            </td>
            <td className={cellClasses.nowrap}>
              <Text size="sm">{formatDateTime(item.createdAt, language)}</Text>
            </td>
            <td>
              {onRelease && item.spamReason !== null ? (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{t(`spam.reasons.${item.spamReason}`)}</Text>
                  <Button
                    size="xs"
                    variant="light"
                    loading={releasing === item.id}
                    aria-label={t('spam.releaseOne', { title: item.title })}
                    onClick={() => {
                      onRelease(item.id);
                    }}
                  >
                    {t('spam.release')}
                  </Button>
                </Group>
              ) : (
                <InquiryStatusBadge status={item.status} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
