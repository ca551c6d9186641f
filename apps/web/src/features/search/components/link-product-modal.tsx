import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { useProductChoices } from '../api/get-product-choices';
import { useSaveSynonym } from '../api/save-synonym';

/**
 * Links a query that finds nothing to the product it meant: a synonym from the query to the
 * product's code (its name when it has none), so the query finds it from then on.
 */
export function LinkProductModal({ term, onClose }: { term: string; onClose: () => void }) {
  const { t } = useTranslation('adminCatalogue');
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim(), 250);
  const choices = useProductChoices(keyword);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const save = useSaveSynonym();
  const products = choices.data?.items ?? [];
  const product = products.find((p) => String(p.id) === chosen);

  return (
    <FormModal
      title={t('insight.linkTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (product === undefined) {
          setMissing(true);
          return;
        }
        save.mutate(
          {
            id: null,
            input: { term, alternatives: [product.code ?? product.name], bothWays: false },
          },
          { onSuccess: onClose },
        );
      }}
      onClose={onClose}
      error={save.isError ? t('insight.linkFailed') : null}
      cancelLabel={t('common.cancel')}
      submitLabel={t('insight.link')}
      submitting={save.isPending}
    >
      <Text size="sm">{t('insight.linkHint', { term })}</Text>
      <Select
        label={t('insight.linkProduct')}
        placeholder={t('insight.linkPlaceholder')}
        searchable
        searchValue={typed}
        onSearchChange={setTyped}
        // The server searched already: every product it answered is a choice.
        filter={({ options }) => options}
        data={products.map((p) => ({
          value: String(p.id),
          label: p.code === null ? p.name : `${p.name} (${p.code})`,
        }))}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setMissing(false);
        }}
        nothingFoundMessage={keyword === '' ? undefined : t('insight.linkNone')}
        error={missing ? t('insight.linkMissing') : undefined}
        data-autofocus
      />
    </FormModal>
  );
}
