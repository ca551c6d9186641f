import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/tiptap/styles.layer.css';
import type { Image } from '@app/contract/image';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import ImageExtension from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../media/image-picker';

export type RichTextFieldProps = {
  /** HTML; an empty editor is `''`. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Shows "insert an image from the library" (staff screens only: the library needs a session). */
  withImages?: boolean;
  /** Height of the writing area in pixels. */
  minHeight: number;
  labelledBy: string | undefined;
  describedBy: string | undefined;
  invalid: boolean;
};

/** Wide enough for an article column, small enough to load fast; readers get the 960 px variant. */
const CONTENT_IMAGE_WIDTH = 960;

/** The variant to put in the HTML: the server only keeps `/api/media/…` sources. */
function contentVariant(image: Image) {
  return image.variants.findLast((v) => v.width <= CONTENT_IMAGE_WIDTH) ?? image.variants[0];
}

/** The writing area's accessible name, description and state. */
function contentAttributes(options: {
  labelledBy: string | undefined;
  describedBy: string | undefined;
  invalid: boolean;
  minHeight: number;
}): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-invalid': String(options.invalid),
    ...(options.labelledBy === undefined ? {} : { 'aria-labelledby': options.labelledBy }),
    ...(options.describedBy === undefined ? {} : { 'aria-describedby': options.describedBy }),
    style: `min-height: ${String(options.minHeight)}px`,
  };
}

const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) =>
  editor.isEmpty ? '' : editor.getHTML();

export function RichTextEditorField({
  value,
  onChange,
  onBlur,
  withImages = false,
  minHeight,
  labelledBy,
  describedBy,
  invalid,
}: RichTextFieldProps) {
  const { t } = useTranslation('richText');
  const [pickerOpen, setPickerOpen] = useState(false);
  // The editor is created once; callbacks read the latest props through refs.
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  }, [onChange, onBlur]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      ImageExtension,
    ],
    content: value,
    editorProps: { attributes: contentAttributes({ labelledBy, describedBy, invalid, minHeight }) },
    onUpdate: ({ editor: current }) => {
      onChangeRef.current(htmlOf(current));
    },
    onBlur: () => {
      onBlurRef.current?.();
    },
  });

  // A value set from outside (a form reset, data arriving) replaces the content.
  useEffect(() => {
    if (editor.isDestroyed || value === htmlOf(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The error state and its message change after the editor exists.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: contentAttributes({ labelledBy, describedBy, invalid, minHeight }),
      },
    });
  }, [editor, labelledBy, describedBy, invalid, minHeight]);

  const insertImages = (images: Image[]) => {
    const chain = editor.chain().focus();
    for (const image of images) {
      const variant = contentVariant(image);
      if (variant === undefined) continue;
      chain.setImage({
        // Stored as the root-relative URL: the server's sanitiser keeps only `/api/media/…`.
        src: variant.url,
        alt: image.alt,
        width: variant.width,
        height: variant.height,
      });
    }
    chain.run();
  };

  return (
    <>
      <MantineEditor
        editor={editor}
        labels={{
          boldControlLabel: t('bold'),
          italicControlLabel: t('italic'),
          underlineControlLabel: t('underline'),
          strikeControlLabel: t('strike'),
          clearFormattingControlLabel: t('clearFormatting'),
          h2ControlLabel: t('h2'),
          h3ControlLabel: t('h3'),
          bulletListControlLabel: t('bulletList'),
          orderedListControlLabel: t('orderedList'),
          blockquoteControlLabel: t('blockquote'),
          hrControlLabel: t('hr'),
          linkControlLabel: t('link'),
          unlinkControlLabel: t('unlink'),
          linkEditorInputLabel: t('linkInput'),
          linkEditorInputPlaceholder: t('linkPlaceholder'),
          linkEditorExternalLink: t('linkExternal'),
          linkEditorInternalLink: t('linkInternal'),
          linkEditorSave: t('linkSave'),
          undoControlLabel: t('undo'),
          redoControlLabel: t('redo'),
        }}
        style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <MantineEditor.Toolbar aria-label={t('toolbarLabel')}>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
            <MantineEditor.Hr />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
            {withImages ? (
              <MantineEditor.Control
                aria-label={t('image')}
                title={t('image')}
                onClick={() => {
                  setPickerOpen(true);
                }}
              >
                <IconPhoto size={16} stroke={1.5} aria-hidden />
              </MantineEditor.Control>
            ) : null}
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content />
      </MantineEditor>
      {withImages ? (
        <ImagePicker
          opened={pickerOpen}
          onClose={() => {
            setPickerOpen(false);
          }}
          onPick={insertImages}
          multiple
        />
      ) : null}
    </>
  );
}
