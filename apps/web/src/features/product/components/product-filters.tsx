import { PRODUCT_SORTS, type ProductSort } from '@app/contract/product-constants';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fallbackLang } from '../../../lib/content-language';
import { PRODUCT_LIST_PATH } from '../../../lib/product-list-url';

/** A category or place to filter by; `ko` names its texts that are Korean on an English page. */
export type FilterOption = { id: number; name: string; ko?: readonly string[] | undefined };
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
 * lists (features do not import each other) and keeps the values in the URL: the script applies
 * a choice at once; without it, the form is sent as a GET with its apply button.
 */
export function ProductFilters({
  categories,
  places,
  values,
  kept,
  onChange,
}: {
  categories: CategoryGroup[];
  places: FilterOption[];
  values: ProductFilterValues;
  /** The list's other parameters (keyword, language), which the form sends along. */
  kept: URLSearchParams;
  onChange: (values: ProductFilterValues) => void;
}) {
  const { t } = useTranslation('product');
  return (
    <form method="get" action={PRODUCT_LIST_PATH} role="search" aria-label={t('filters.label')}>
      {[...kept].map(([name, value], index) => (
        <input key={index} type="hidden" name={name} value={value} />
      ))}
      <Group gap="sm" align="flex-end">
        <NativeSelect
          name="category"
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
          name="place"
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
          name="sort"
          label={t('filters.sort')}
          value={values.sort}
          onChange={(event) => {
            const sort = PRODUCT_SORTS.find((s) => s === event.currentTarget.value) ?? 'newest';
            onChange({ ...values, sort });
          }}
          data={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        />
        {/* The script applies each choice as it is made. */}
        <noscript>
          <Button type="submit" variant="default">
            {t('filters.apply')}
          </Button>
        </noscript>
      </Group>
    </form>
  );
}
