import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/ui/filter-form';
import { VISIT_RANGE_FIELDS } from '../visit-range';

/** The days to show, both included; applied on submit and kept in the URL by the page. */
export function VisitRangeForm({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (values: Partial<Record<(typeof VISIT_RANGE_FIELDS)[number], string>>) => void;
}) {
  const { t } = useTranslation('adminHome');
  return (
    <FilterForm
      names={VISIT_RANGE_FIELDS}
      applied={{ from, to }}
      label={t('visits.range')}
      searchLabel={t('visits.show')}
      resetLabel={t('visits.lastDays')}
      onApply={onApply}
    >
      <TextInput name="from" type="date" label={t('visits.from')} defaultValue={from} />
      <TextInput name="to" type="date" label={t('visits.to')} defaultValue={to} />
    </FilterForm>
  );
}
