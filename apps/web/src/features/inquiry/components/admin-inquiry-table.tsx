import '@mantine/core/styles/Table.layer.css';
import type { AdminInquiryListItem } from '@app/contract/inquiry';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { InquiryTitleLink } from './inquiry-title-link';
import { InquiryAuthor } from './inquiry-author';

/** The back-office table: everything staff need to pick the next inquiry to answer. */
export function AdminInquiryTable({ items }: { items: AdminInquiryListItem[] }) {
  const { t } = useTranslation('adminInquiry');
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover striped>
        <Table.Caption>
          <VisuallyHidden>{t('list.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{t('list.number')}</Table.Th>
            <Table.Th>{t('list.subject')}</Table.Th>
            <Table.Th w={120}>{t('list.author')}</Table.Th>
            <Table.Th w={200}>{t('list.contact')}</Table.Th>
            <Table.Th w={160}>{t('list.product')}</Table.Th>
            <Table.Th w={170}>{t('list.date')}</Table.Th>
            <Table.Th w={110}>{t('list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td c="dimmed">{item.id}</Table.Td>
              <Table.Td>
                <InquiryTitleLink
                  title={item.title}
                  secret={item.secret}
                  to={`/admin/inquiries/view/${String(item.id)}`}
                />
              </Table.Td>
              <Table.Td>
                <InquiryAuthor name={item.authorName} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.email ?? item.phone}</Text>
                {item.email !== null && item.phone !== null && (
                  <Text size="xs" c="dimmed">
                    {item.phone}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {item.product?.name ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(item.createdAt, language)}</Text>
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
