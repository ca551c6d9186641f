import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminProduct } from '../api/get-admin-product';
import { useAdminProducts } from '../api/get-admin-products';

/** Products a search offers at once: the staff table's first matches. */
const CHOICES = 10;

export type ProductPickerProps = {
  label: string;
  value: number | null;
  onChange: (product: { id: number; name: string } | null) => void;
  error?: string | undefined;
};

/**
 * A product chosen by searching its name or code, as the staff table searches (any status:
 * a draft may be linked before it is published). The chosen one is named even before any search.
 */
export function ProductPicker({ label, value, onChange, error }: ProductPickerProps) {
  const { t } = useTranslation('adminCatalogue');
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim(), 250);
  const found = useAdminProducts({
    keyword: keyword === '' ? undefined : keyword,
    page: 0,
    size: CHOICES,
    sort: 'updatedAt',
    order: 'desc',
  });
  const chosen = useAdminProduct(value);
  const options = (found.data?.items ?? []).map((p) => ({ id: p.id, name: p.name, code: p.code }));
  if (chosen.data !== undefined && !options.some((p) => p.id === chosen.data.id)) {
    options.unshift({ id: chosen.data.id, name: chosen.data.name, code: chosen.data.code });
  }
  return (
    <Select
      label={label}
      placeholder={t('productPicker.placeholder')}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      // The server searched already: every product it answered is a choice.
      filter={({ options: all }) => all}
      data={options.map((p) => ({
        value: String(p.id),
        label: p.code === null ? p.name : `${p.name} (${p.code})`,
      }))}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const product = options.find((p) => String(p.id) === next);
        onChange(product === undefined ? null : { id: product.id, name: product.name });
      }}
      nothingFoundMessage={t('productPicker.none')}
      error={error ?? (chosen.isError ? t('productPicker.missing') : undefined)}
    />
  );
}
