import '../../../lib/zod-config';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductRow,
  type AdminProductSort,
} from '@app/contract/product';
import {
  Anchor,
  Checkbox,
  Code,
  Group,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../components/media/responsive-image';
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
 * (sorting happens on the server, across every page).
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

  const header = (column: Column) => {
    const label = t(`product.columns.${column}`);
    if (!isSortable(column)) return <Table.Th>{label}</Table.Th>;
    const active = sort.sort === column;
    const Icon = !active ? IconArrowsSort : sort.order === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
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
      </Table.Th>
    );
  };

  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <VisuallyHidden component="caption">{t('product.table')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
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
            </Table.Th>
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
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
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
              </Table.Td>
              <Table.Td w={64}>
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
              </Table.Td>
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  onClick={() => {
                    onOpen(row.id);
                  }}
                >
                  {row.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.code === null ? '—' : <Code>{row.code}</Code>}</Table.Td>
              <Table.Td>{row.category?.name ?? '—'}</Table.Td>
              <Table.Td>{row.place?.name ?? '—'}</Table.Td>
              <Table.Td>
                <ToneBadge tone={row.status === 'published' ? 'positive' : 'neutral'}>
                  {t(`product.status.${row.status}`)}
                </ToneBadge>
              </Table.Td>
              <Table.Td>{row.featured ? t('product.featuredYes') : '—'}</Table.Td>
              <Table.Td>{row.sortOrder}</Table.Td>
              <Table.Td>{row.viewCount.toLocaleString()}</Table.Td>
              <Table.Td>{formatDateTime(row.updatedAt, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
