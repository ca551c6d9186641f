import { INQUIRY_STATUSES, type AdminInquiryListQuery } from '@app/contract/inquiry';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
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

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: AdminInquiryFilterValues = {};
    for (const key of ADMIN_INQUIRY_FILTERS) {
      const value = data.get(key);
      if (typeof value === 'string' && value.trim() !== '') values[key] = value.trim();
    }
    onApply(values);
  };

  return (
    // Keyed by the applied query so "reset" and back/forward refill the fields.
    <form
      key={JSON.stringify(query)}
      onSubmit={submit}
      onReset={() => {
        onApply({});
      }}
      aria-label={t('list.filters')}
      role="search"
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
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
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('list.search')}
        </Button>
        <Button type="reset" variant="default">
          {t('list.reset')}
        </Button>
      </Group>
    </form>
  );
}
