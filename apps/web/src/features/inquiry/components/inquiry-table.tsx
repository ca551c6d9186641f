import type { InquirySummary } from '@app/contract/inquiry';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, cellClasses } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';
import { inquiryPaths } from '../inquiry-paths';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { InquiryTitleLink } from './inquiry-title-link';
import { InquiryAuthor } from './inquiry-author';

/**
 * The public list: title, masked author, date and status, with a lock on secret ones; on a phone
 * a card per inquiry. Every title opens the detail, whose guard sends a visitor without an
 * unlock to the password gate.
 */
export function InquiryTable({
  items,
  firstNumber,
}: {
  items: InquirySummary[];
  firstNumber: number;
}) {
  const { t } = useTranslation('inquiry');
  const language = useLanguage();
  return (
    <DataTable caption={t('list.caption')} captionHidden variant="cards">
      <thead>
        <tr>
          <th style={{ width: '4.5rem' }}>{t('list.number')}</th>
          <th>{t('list.subject')}</th>
          <th style={{ width: '6.875rem' }}>{t('list.author')}</th>
          <th style={{ width: '7.5rem' }}>{t('list.date')}</th>
          <th style={{ width: '6.875rem' }}>{t('list.status')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.id}>
            <td className={`${cellClasses.dimmed} ${cellClasses.wideOnly}`}>
              {firstNumber - index}
            </td>
            <td className={cellClasses.cardTitle}>
              <InquiryTitleLink
                title={item.title}
                secret={item.secret}
                to={inquiryPaths.view(item.id)}
              />
            </td>
            <td className={cellClasses.nowrap}>
              <InquiryAuthor name={item.authorName} />
            </td>
            <td className={cellClasses.nowrap}>
              <Text size="sm">{formatDate(item.createdAt, language)}</Text>
            </td>
            <td>
              <InquiryStatusBadge status={item.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
