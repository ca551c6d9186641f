import { PRODUCT_SPECS_MAX } from '@app/contract/product';
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../components/ui/sortable-list';

export type SpecRow = { key: number; label: string; value: string };

let specKeys = 0;
export const specRow = (label = '', value = ''): SpecRow => ({
  key: (specKeys += 1),
  label,
  value,
});

/**
 * A product's spec table as staff edit it: add, remove, drag to reorder. The form has two, the
 * Korean table and the English one; `named` names the English one's fields apart.
 */
export function ProductSpecsField({
  specs,
  onChange,
  error,
  named = (text) => text,
  lang,
}: {
  specs: SpecRow[];
  onChange: (specs: SpecRow[]) => void;
  error: string | undefined;
  named?: (text: string) => string;
  lang?: 'en';
}) {
  const { t } = useTranslation('adminCatalogue');
  const labelId = useId();
  const rowName = (index: number) => named(t('product.form.specRow', { index: index + 1 }));
  const update = (key: number, patch: Partial<SpecRow>) => {
    onChange(specs.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Group justify="space-between">
        <Input.Label id={labelId}>{named(t('product.form.specs'))}</Input.Label>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={specs.length >= PRODUCT_SPECS_MAX}
          onClick={() => {
            onChange([...specs, specRow()]);
          }}
        >
          {named(t('product.form.addSpec'))}
        </Button>
      </Group>
      {specs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('product.form.noSpecs')}
        </Text>
      ) : (
        <SortableList
          items={specs}
          getId={(s) => s.key}
          handleLabel={(s) =>
            t('common.dragHandle', { name: s.label || rowName(specs.indexOf(s)) })
          }
          onReorder={onChange}
          renderItem={(spec, handle, index) => (
            <Group gap="xs" wrap="nowrap" mb={6} align="flex-start">
              {handle}
              <TextInput
                aria-label={`${rowName(index)} ${t('product.form.specLabel')}`}
                placeholder={t('product.form.specLabel')}
                lang={lang}
                value={spec.label}
                maxLength={50}
                onChange={(e) => {
                  update(spec.key, { label: e.currentTarget.value });
                }}
                style={{ flex: 1 }}
              />
              <TextInput
                aria-label={`${rowName(index)} ${t('product.form.specValue')}`}
                placeholder={t('product.form.specValue')}
                lang={lang}
                value={spec.value}
                maxLength={200}
                onChange={(e) => {
                  update(spec.key, { value: e.currentTarget.value });
                }}
                style={{ flex: 2 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={named(t('product.form.removeSpec', { index: index + 1 }))}
                onClick={() => {
                  onChange(specs.filter((s) => s.key !== spec.key));
                }}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        />
      )}
      {error !== undefined && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
