import type { InquirySummary } from '@app/contract/inquiry';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';
import { inquiryPaths } from '../inquiry-paths';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { InquiryTitleLink } from './inquiry-title-link';
import { InquiryAuthor } from './inquiry-author';

/**
 * The public list: title, masked author, date and status, with a lock on secret ones. Every
 * title opens the detail, whose guard sends a visitor without an unlock to the password gate.
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
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption>
          <VisuallyHidden>{t('list.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{t('list.number')}</Table.Th>
            <Table.Th>{t('list.subject')}</Table.Th>
            <Table.Th w={110}>{t('list.author')}</Table.Th>
            <Table.Th w={120}>{t('list.date')}</Table.Th>
            <Table.Th w={110}>{t('list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={item.id}>
              <Table.Td c="dimmed">{firstNumber - index}</Table.Td>
              <Table.Td>
                <InquiryTitleLink
                  title={item.title}
                  secret={item.secret}
                  to={inquiryPaths.view(item.id)}
                />
              </Table.Td>
              <Table.Td>
                <InquiryAuthor name={item.authorName} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(item.createdAt, language)}</Text>
              </Table.Td>
              <Table.Td>
                <InquiryStatusBadge status={item.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
