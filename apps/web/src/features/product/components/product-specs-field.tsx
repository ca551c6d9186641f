import {
  PRODUCT_SPECS_MAX,
  PRODUCT_SPEC_LABEL_MAX,
  PRODUCT_SPEC_VALUE_MAX,
} from '@app/contract/product';
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnglishLabel } from '../../../components/ui/language-pair';
import { SortableList } from '../../../components/ui/sortable-list';
import { type SpecPart, type SpecRow, specRow } from '../spec-rows';
import classes from './product-specs-field.module.css';

/** The field a validation message points at: the row (by key) and the part. */
export type SpecCell = { key: number; part: SpecPart };

/**
 * A product's spec table as staff edit it: one list whose rows hold the Korean label and value
 * and their English versions (add, remove, drag to reorder, both languages together). An empty
 * English part shows the Korean text as its placeholder: that is what the English site shows.
 */
export function ProductSpecsField({
  specs,
  onChange,
  error,
  invalid,
}: {
  specs: SpecRow[];
  onChange: (specs: SpecRow[]) => void;
  error: string | undefined;
  invalid: SpecCell | null;
}) {
  const { t } = useTranslation('adminCatalogue');
  const inEnglish = useEnglishLabel();
  const labelId = useId();
  const hintId = useId();
  const rowName = (index: number) => t('product.form.specRow', { index: index + 1 });
  const update = (key: number, patch: Partial<SpecRow>) => {
    onChange(specs.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  };

  const field = (spec: SpecRow, index: number, part: SpecPart) => {
    const english = part === 'labelEn' || part === 'valueEn';
    const korean = part === 'labelEn' ? 'label' : part === 'valueEn' ? 'value' : part;
    const name = t(korean === 'label' ? 'product.form.specLabel' : 'product.form.specValue');
    const label = english ? inEnglish(name) : name;
    return (
      <TextInput
        key={part}
        label={label}
        aria-label={`${rowName(index)} ${label}`}
        // An empty English part is shown in Korean on the English site: its placeholder says so.
        placeholder={english ? spec[korean].trim() : undefined}
        description={english ? t('product.form.specFallback') : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        lang={english ? 'en' : undefined}
        value={spec[part]}
        maxLength={korean === 'label' ? PRODUCT_SPEC_LABEL_MAX : PRODUCT_SPEC_VALUE_MAX}
        required={!english}
        error={invalid?.key === spec.key && invalid.part === part}
        onChange={(e) => {
          update(spec.key, { [part]: e.currentTarget.value });
        }}
      />
    );
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Group justify="space-between">
        <Input.Label id={labelId}>{t('product.form.specs')}</Input.Label>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={specs.length >= PRODUCT_SPECS_MAX}
          onClick={() => {
            onChange([...specs, specRow()]);
          }}
        >
          {t('product.form.addSpec')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" id={hintId}>
        {specs.length === 0 ? t('product.form.noSpecs') : t('product.form.specsHint')}
      </Text>
      {specs.length > 0 && (
        <div className={classes.list}>
          <SortableList
            items={specs}
            getId={(s) => s.key}
            handleLabel={(s) =>
              t('common.dragHandle', { name: s.label || rowName(specs.indexOf(s)) })
            }
            onReorder={onChange}
            renderItem={(spec, handle, index) => (
              <div className={classes.row}>
                <div className={classes.action}>{handle}</div>
                <div className={classes.cells}>
                  {(['label', 'value', 'labelEn', 'valueEn'] as const).map((part) =>
                    field(spec, index, part),
                  )}
                </div>
                <ActionIcon
                  className={classes.action}
                  variant="subtle"
                  color="red"
                  aria-label={t('product.form.removeSpec', { index: index + 1 })}
                  onClick={() => {
                    onChange(specs.filter((s) => s.key !== spec.key));
                  }}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </div>
            )}
          />
        </div>
      )}
      {error !== undefined && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
