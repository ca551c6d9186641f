import '../../../lib/zod-config';
import { INQUIRY_STATUSES, type AdminInquiryListQuery } from '@app/contract/inquiry';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/ui/filter-form';
import { ADMIN_INQUIRY_FILTERS } from '../admin-inquiry-query';

export type AdminInquiryFilterValues = Partial<
  Record<(typeof ADMIN_INQUIRY_FILTERS)[number], string>
>;

/** Status, keyword and date range; applied on submit so typing does not fire a search per key. */
export function AdminInquiryFilters({
  query,
  onApply,
}: {
  query: AdminInquiryListQuery;
  onApply: (values: AdminInquiryFilterValues) => void;
}) {
  const { t } = useTranslation('adminInquiry');
  const { t: tInquiry } = useTranslation('inquiry');

  return (
    <FilterForm
      names={ADMIN_INQUIRY_FILTERS}
      applied={query}
      label={t('list.filters')}
      searchLabel={t('list.search')}
      resetLabel={t('list.reset')}
      onApply={onApply}
    >
      <NativeSelect
        name="status"
        label={t('list.status')}
        defaultValue={query.status ?? ''}
        data={[
          { value: '', label: t('list.allStatuses') },
          ...INQUIRY_STATUSES.map((status) => ({
            value: status,
            label: tInquiry(`status.${status}`),
          })),
        ]}
        w={140}
      />
      <TextInput
        name="keyword"
        label={t('list.keyword')}
        placeholder={t('list.keywordPlaceholder')}
        defaultValue={query.keyword ?? ''}
        maxLength={100}
        w={260}
      />
      <TextInput name="from" type="date" label={t('list.from')} defaultValue={query.from ?? ''} />
      <TextInput name="to" type="date" label={t('list.to')} defaultValue={query.to ?? ''} />
    </FilterForm>
  );
}
