import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/ui/filter-form';
import { useAuditEntities } from '../api/get-audit-entities';
import { AUDIT_FILTERS, type AuditFilterValues } from '../audit-query';
import { auditEntityLabel } from './audit-labels';

/** Member, entity and a day range; applied on submit, kept in the URL by the page. */
export function AuditFilters({
  values,
  members,
  onApply,
}: {
  values: AuditFilterValues;
  /** The members to pick from, supplied by the page. */
  members: { id: number; label: string }[];
  onApply: (values: AuditFilterValues) => void;
}) {
  const { t } = useTranslation('adminStaff');
  const { data: entities = [] } = useAuditEntities();

  return (
    <FilterForm
      names={AUDIT_FILTERS}
      applied={values}
      label={t('audit.filters')}
      searchLabel={t('audit.search')}
      resetLabel={t('audit.reset')}
      onApply={onApply}
    >
      <NativeSelect
        name="memberId"
        label={t('audit.member')}
        defaultValue={values.memberId ?? ''}
        data={[
          { value: '', label: t('audit.allMembers') },
          ...members.map((member) => ({ value: String(member.id), label: member.label })),
        ]}
        w={200}
      />
      <NativeSelect
        name="entity"
        label={t('audit.entity')}
        defaultValue={values.entity ?? ''}
        data={[
          { value: '', label: t('audit.allEntities') },
          ...entities.map((entity) => ({ value: entity, label: auditEntityLabel(entity, t) })),
        ]}
        w={160}
      />
      <TextInput name="from" type="date" label={t('audit.from')} defaultValue={values.from ?? ''} />
      <TextInput name="to" type="date" label={t('audit.to')} defaultValue={values.to ?? ''} />
    </FilterForm>
  );
}
