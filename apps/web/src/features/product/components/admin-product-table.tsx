import '../../../lib/zod-config';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Code.layer.css';
import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductRow,
  type AdminProductSort,
} from '@app/contract/product';
import { Anchor, Checkbox, Code, Group, NativeSelect, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { DataTable, cellClasses } from '../../../components/ui/data-table';
import { ToneBadge } from '../../../components/ui/tone-badge';
import { formatDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';

export type TableSort = { sort: AdminProductSort; order: 'asc' | 'desc' };

type Column =
  | 'image'
  | 'id'
  | 'name'
  | 'code'
  | 'category'
  | 'place'
  | 'status'
  | 'featured'
  | 'sortOrder'
  | 'viewCount'
  | 'updatedAt';

const isSortable = (column: string): column is AdminProductSort =>
  ADMIN_PRODUCT_SORTS.some((sort) => sort === column);

/**
 * The back-office product table: selectable rows, and a header button per sortable column
 * (sorting happens on the server, across every page). On a phone each product is a card (its
 * name, which opens it, then its box, picture, code, category, status and date) and a select
 * takes the place of the header's sort buttons, which cards do not show.
 */
export function AdminProductTable({
  rows,
  sort,
  onSort,
  selected,
  onSelect,
  onOpen,
}: {
  rows: AdminProductRow[];
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const language = useLanguage();
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));

  // Headers are short words: never broken (Korean breaks between any two syllables).
  const header = (column: Column) => {
    const label = t(`product.columns.${column}`);
    const className = cellClasses.nowrap;
    if (!isSortable(column)) return <th className={className}>{label}</th>;
    const active = sort.sort === column;
    const Icon = !active ? IconArrowsSort : sort.order === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <th
        className={className}
        aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <UnstyledButton
          onClick={() => {
            onSort({
              sort: column,
              order: active && sort.order === 'desc' ? 'asc' : 'desc',
            });
          }}
          aria-label={t('product.sortBy', { column: label })}
        >
          <Group gap={4} wrap="nowrap">
            <Text fw={700} size="sm">
              {label}
            </Text>
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </th>
    );
  };

  return (
    <>
      <NativeSelect
        hiddenFrom="sm"
        label={t('product.sort')}
        value={`${sort.sort}:${sort.order}`}
        onChange={(e) => {
          const [column, order] = e.currentTarget.value.split(':');
          const chosen = ADMIN_PRODUCT_SORTS.find((s) => s === column);
          if (chosen !== undefined)
            onSort({ sort: chosen, order: order === 'asc' ? 'asc' : 'desc' });
        }}
        data={ADMIN_PRODUCT_SORTS.flatMap((column) =>
          (['desc', 'asc'] as const).map((order) => ({
            value: `${column}:${order}`,
            label: t(`product.sortOption.${order}`, {
              column: t(`product.columns.${column}`),
            }),
          })),
        )}
      />
      <DataTable caption={t('product.table')} captionHidden variant="cards" minWidth={960}>
        <thead>
          <tr>
            <th style={{ width: 40 }}>
              <Checkbox
                aria-label={t('product.selectAll')}
                checked={allSelected}
                indeterminate={!allSelected && rows.some((row) => selected.has(row.id))}
                onChange={() => {
                  const next = new Set(selected);
                  for (const row of rows) {
                    if (allSelected) next.delete(row.id);
                    else next.add(row.id);
                  }
                  onSelect(next);
                }}
              />
            </th>
            {header('image')}
            {header('id')}
            {header('name')}
            {header('code')}
            {header('category')}
            {header('place')}
            {header('status')}
            {header('featured')}
            {header('sortOrder')}
            {header('viewCount')}
            {header('updatedAt')}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Checkbox
                  aria-label={t('product.selectRow', { name: row.name })}
                  checked={selected.has(row.id)}
                  onChange={() => {
                    const next = new Set(selected);
                    if (next.has(row.id)) next.delete(row.id);
                    else next.add(row.id);
                    onSelect(next);
                  }}
                />
              </td>
              <td style={{ width: 64 }}>
                <div
                  style={{ width: 56, aspectRatio: '4 / 3', overflow: 'hidden', borderRadius: 4 }}
                >
                  {row.image ? (
                    <ResponsiveImage
                      image={row.image}
                      sizes="56px"
                      alt=""
                      style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  ) : (
                    <IconPhotoOff size={20} aria-hidden color="var(--mantine-color-gray-5)" />
                  )}
                </div>
              </td>
              <td className={`${cellClasses.dimmed} ${cellClasses.wideOnly}`}>{row.id}</td>
              <td className={cellClasses.cardTitle}>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  size="sm"
                  ta="start"
                  onClick={() => {
                    onOpen(row.id);
                  }}
                >
                  {row.name}
                </Anchor>
              </td>
              <td>{row.code === null ? '—' : <Code>{row.code}</Code>}</td>
              <td>{row.category?.name ?? '—'}</td>
              <td className={cellClasses.wideOnly}>{row.place?.name ?? '—'}</td>
              <td className={cellClasses.nowrap}>
                <ToneBadge tone={row.status === 'published' ? 'positive' : 'neutral'}>
                  {t(`product.status.${row.status}`)}
                </ToneBadge>
              </td>
              <td className={cellClasses.wideOnly}>
                {row.featured ? t('product.featuredYes') : '—'}
              </td>
              <td className={cellClasses.wideOnly}>{row.sortOrder}</td>
              <td className={cellClasses.wideOnly}>{row.viewCount.toLocaleString()}</td>
              <td className={`${cellClasses.dimmed} ${cellClasses.nowrap}`}>
                {formatDateTime(row.updatedAt, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}
