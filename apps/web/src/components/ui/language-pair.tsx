import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A Korean field and its English version (decision 17): side by side where the form is wide
 * enough, one above the other where it is not. The width is the form's own (a container
 * query), since staff forms live in pages, dialogs and drawers of every width.
 */
export function LanguagePair({ children }: { children: [korean: ReactNode, english: ReactNode] }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '34rem': 2 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

/** Names a field's English version after the Korean one's label: "제품명 (영문)". */
export function useEnglishLabel(): (label: string) => string {
  const { t } = useTranslation('admin');
  return (label) => t('englishVersion', { label });
}

/**
 * A required text field of a form read with FormData (`name`) and its optional English version
 * (`<name>En`), the Korean one focused when the form opens.
 */
export function TextInputPair({
  name,
  label,
  values,
  errors,
  maxLength,
}: {
  name: string;
  label: string;
  /** What the fields start with (a new record: nothing). */
  values: { ko: string | undefined; en: string | null | undefined };
  errors: Partial<Record<string, string>>;
  maxLength: number;
}) {
  const inEnglish = useEnglishLabel();
  return (
    <LanguagePair>
      <TextInput
        name={name}
        label={label}
        defaultValue={values.ko ?? ''}
        error={errors[name]}
        required
        maxLength={maxLength}
        data-autofocus
      />
      <TextInput
        name={`${name}En`}
        label={inEnglish(label)}
        lang="en"
        defaultValue={values.en ?? ''}
        error={errors[`${name}En`]}
        maxLength={maxLength}
      />
    </LanguagePair>
  );
}
