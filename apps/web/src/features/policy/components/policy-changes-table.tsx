import '@mantine/core/styles/Table.layer.css';
import type { PolicyChange } from '@app/contract/policy';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './policy-view.module.css';

type Parts = PolicyChange['before'];

/** A block's words, those that changed marked as deleted or inserted text. */
function Block({
  parts,
  side,
}: {
  parts: Parts | PolicyChange['after'];
  side: 'before' | 'after';
}) {
  const { t } = useTranslation('pages');
  if (parts === null) {
    return (
      <Text size="sm" c="dimmed">
        {t(side === 'before' ? 'policy.changes.added' : 'policy.changes.removed')}
      </Text>
    );
  }
  return parts.map((part, i) => {
    const changed = 'removed' in part ? part.removed : part.added;
    if (!changed) return <span key={i}>{part.text}</span>;
    return side === 'before' ? (
      <del key={i} className={classes.removed}>
        {part.text}
      </del>
    ) : (
      <ins key={i} className={classes.added}>
        {part.text}
      </ins>
    );
  });
}

/** The before/after table of a version: each paragraph, item or row that changed. */
export function PolicyChangesTable({
  changes,
  caption,
}: {
  changes: PolicyChange[];
  caption: string;
}) {
  const { t } = useTranslation('pages');
  if (changes.length === 0) return <Text c="dimmed">{t('policy.changes.none')}</Text>;
  return (
    // A plain scrolling box: the public pages carry no scroll area (its CSS is the admin's).
    <div className={classes.scroll}>
      <Table withTableBorder withColumnBorders verticalSpacing="sm" className={classes.changes}>
        <caption className={classes.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('policy.changes.before')}</Table.Th>
            <Table.Th scope="col">{t('policy.changes.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <Block parts={change.before} side="before" />
              </Table.Td>
              <Table.Td>
                <Block parts={change.after} side="after" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
