import { PRODUCT_SORTS, type ProductSort } from '@app/contract/product-constants';
import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FilterOption = { id: number; name: string };
export type CategoryGroup = FilterOption & { children: FilterOption[] };

export type ProductFilterValues = {
  category: number | undefined;
  place: number | undefined;
  sort: ProductSort;
};

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

/**
 * Category (a top-level one includes its sub-categories), place and sort. The page passes the
 * lists (features do not import each other) and keeps the values in the URL.
 */
export function ProductFilters({
  categories,
  places,
  values,
  onChange,
}: {
  categories: CategoryGroup[];
  places: FilterOption[];
  values: ProductFilterValues;
  onChange: (values: ProductFilterValues) => void;
}) {
  const { t } = useTranslation('product');
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('filters.label')}>
      <NativeSelect
        label={t('filters.category')}
        value={values.category === undefined ? '' : String(values.category)}
        onChange={(event) => {
          onChange({ ...values, category: toNumber(event.currentTarget.value) });
        }}
        data={[
          { value: '', label: t('filters.all') },
          ...categories.map((group) =>
            group.children.length === 0
              ? { value: String(group.id), label: group.name }
              : {
                  group: group.name,
                  items: [
                    { value: String(group.id), label: t('filters.allOf', { name: group.name }) },
                    ...group.children.map((c) => ({ value: String(c.id), label: c.name })),
                  ],
                },
          ),
        ]}
      />
      <NativeSelect
        label={t('filters.place')}
        value={values.place === undefined ? '' : String(values.place)}
        onChange={(event) => {
          onChange({ ...values, place: toNumber(event.currentTarget.value) });
        }}
        data={[
          { value: '', label: t('filters.all') },
          ...places.map((p) => ({ value: String(p.id), label: p.name })),
        ]}
      />
      <NativeSelect
        label={t('filters.sort')}
        value={values.sort}
        onChange={(event) => {
          const sort = PRODUCT_SORTS.find((s) => s === event.currentTarget.value) ?? 'newest';
          onChange({ ...values, sort });
        }}
        data={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      />
    </Group>
  );
}
