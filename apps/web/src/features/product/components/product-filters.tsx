import { PRODUCT_SORTS, type ProductSort } from '@app/contract/product-constants';
import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fallbackLang } from '../../../lib/content-language';

/** A category or place to filter by; `ko` names its name as Korean on an English page. */
export type FilterOption = { id: number; name: string; ko?: readonly 'name'[] | undefined };
export type CategoryGroup = FilterOption & { children: FilterOption[] };

export type ProductFilterValues = {
  category: number | undefined;
  place: number | undefined;
  sort: ProductSort;
};

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

const option = (item: FilterOption, label = item.name) => (
  <option key={item.id} value={String(item.id)} {...fallbackLang(item, 'name')}>
    {label}
  </option>
);

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
      >
        <option value="">{t('filters.all')}</option>
        {categories.map((group) =>
          group.children.length === 0 ? (
            option(group)
          ) : (
            <optgroup key={group.id} label={group.name} {...fallbackLang(group, 'name')}>
              <option value={String(group.id)}>{t('filters.allOf', { name: group.name })}</option>
              {group.children.map((child) => option(child))}
            </optgroup>
          ),
        )}
      </NativeSelect>
      <NativeSelect
        label={t('filters.place')}
        value={values.place === undefined ? '' : String(values.place)}
        onChange={(event) => {
          onChange({ ...values, place: toNumber(event.currentTarget.value) });
        }}
      >
        <option value="">{t('filters.all')}</option>
        {places.map((place) => option(place))}
      </NativeSelect>
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
