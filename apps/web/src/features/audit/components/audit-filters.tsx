import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
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

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: AuditFilterValues = {};
    for (const key of AUDIT_FILTERS) {
      const value = data.get(key);
      if (typeof value === 'string' && value !== '') next[key] = value;
    }
    onApply(next);
  };

  return (
    // Keyed by the applied values so "reset" and back/forward refill the fields.
    <form
      key={JSON.stringify(values)}
      onSubmit={submit}
      onReset={() => {
        onApply({});
      }}
      role="search"
      aria-label={t('audit.filters')}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
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
        <TextInput
          name="from"
          type="date"
          label={t('audit.from')}
          defaultValue={values.from ?? ''}
        />
        <TextInput name="to" type="date" label={t('audit.to')} defaultValue={values.to ?? ''} />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('audit.search')}
        </Button>
        <Button type="reset" variant="default">
          {t('audit.reset')}
        </Button>
      </Group>
    </form>
  );
}
