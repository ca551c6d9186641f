import { Input, Skeleton } from '@mantine/core';
import { type ReactNode, Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextFieldProps } from './rich-text-editor-field';

export type RichTextEditorProps = Pick<
  RichTextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'withImages'
> & {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Height of the writing area in pixels. */
  minHeight?: number;
};

// Tiptap and ProseMirror are large: they load only when an editor is shown, never on public reads.
const RichTextEditorField = lazy(async () => {
  const module = await import('./rich-text-editor-field');
  return { default: module.RichTextEditorField };
});

/**
 * A rich text field for forms (value/onChange like any Mantine input): headings, bold, italic,
 * underline, strike, lists, quote, link, undo/redo and, with `withImages`, pictures from the
 * image library. Its output is sanitised by the server before it is stored.
 */
export function RichTextEditor({
  label,
  description,
  error,
  required,
  minHeight = 240,
  ...field
}: RichTextEditorProps) {
  const { t } = useTranslation('richText');
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description === undefined ? undefined : `${id}-description`;
  const errorId = error === undefined || error === null ? undefined : `${id}-error`;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelElement="div"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
    >
      <Suspense
        fallback={<Skeleton height={minHeight + 44} aria-label={t('loading')} role="status" />}
      >
        <RichTextEditorField
          {...field}
          minHeight={minHeight}
          labelledBy={label === undefined ? undefined : labelId}
          describedBy={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          invalid={errorId !== undefined}
        />
      </Suspense>
    </Input.Wrapper>
  );
}
