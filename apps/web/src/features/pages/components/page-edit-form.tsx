import '../../../lib/zod-config';
import '@mantine/core/styles/Modal.layer.css';
import {
  type AdminPage,
  PAGE_CTA_LABEL_MAX,
  PAGE_META_DESCRIPTION_MAX,
  PAGE_TITLE_MAX,
  type PageInput,
  pageInputSchema,
} from '@app/contract/page';
import { Button, Group, Modal, Stack, TextInput, Textarea, Title, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye } from '@tabler/icons-react';
import { type SubmitEvent, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../components/media/image-field';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { FormError } from '../../../components/ui/form-error';
import { LanguagePair, useEnglishLabel } from '../../../components/ui/language-pair';
import { useDialogProps } from '../../../components/ui/use-dialog-props';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { issueFieldErrors, problemFormErrors } from '../../../lib/field-errors';
import { useFormDirty } from '../../../lib/use-form-dirty';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSavePage } from '../api/save-page';

const FIELDS = [
  'title',
  'titleEn',
  'content',
  'contentEn',
  'metaDescription',
  'metaDescriptionEn',
  'imageUrl',
  'ctaLabel',
  'ctaLabelEn',
  'ctaHref',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * A page's title, text, summary and (for the home hero) image and button, each beside its
 * English version. The contract schema checks it here and on the server, which also sanitises
 * the text.
 */
export function PageEditForm({ page }: { page: AdminPage }) {
  const { t } = useTranslation('adminPage');
  const inEnglish = useEnglishLabel();
  const { t: tErrors } = useTranslation('errors');
  const dialogProps = useDialogProps(t('close'));
  const save = useSavePage();
  const isHome = page.slug === 'home';
  const [content, setContent] = useState(page.content);
  const [contentEn, setContentEn] = useState(page.contentEn ?? '');
  const [imageUrl, setImageUrl] = useState(page.imageUrl);
  const [preview, setPreview] = useState<z.output<typeof pageInputSchema> | null>(null);
  const { errors, formError, check, showRefusal } = useFormErrors<Field>();
  // The text fields are uncontrolled; the editor's HTML and the picture are state. After a save
  // the form remounts with the stored page (see edit-page-page.tsx), a fresh start.
  const { dirty, formProps } = useFormDirty();
  const guard = useUnsavedChangesGuard(
    dirty ||
      content !== page.content ||
      contentEn !== (page.contentEn ?? '') ||
      imageUrl !== page.imageUrl,
  );

  const read = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return pageInputSchema.safeParse({
      title: data.get('title'),
      titleEn: data.get('titleEn'),
      content,
      contentEn,
      metaDescription: data.get('metaDescription'),
      metaDescriptionEn: data.get('metaDescriptionEn'),
      imageUrl: imageUrl ?? '',
      ctaLabel: data.get('ctaLabel') ?? '',
      ctaLabelEn: data.get('ctaLabelEn') ?? '',
      ctaHref: data.get('ctaHref') ?? '',
    });
  };
  const toFieldErrors = (issues: Parameters<typeof issueFieldErrors>[0]) =>
    issueFieldErrors(issues, FIELDS, (issue) => {
      if (issue.path[0] === 'ctaHref' && issue.code === 'custom') return t('errors.cta');
      if (issue.code === 'invalid_format') return t('errors.href');
      if (issue.code === 'too_small') return t('errors.required');
      if (issue.code === 'too_big') return t('errors.tooLong');
      return t('errors.invalid');
    });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: PageInput | null = check(read(event.currentTarget), toFieldErrors);
    if (input === null) return;
    save.mutate(
      { slug: page.slug, input },
      {
        onSuccess: (saved) => {
          guard.markSaved();
          setContent(saved.content);
          setContentEn(saved.contentEn ?? '');
          notifications.show({ color: 'teal', message: t('saved') });
        },
        onError: (error) => {
          showRefusal(problemFormErrors(error, FIELDS, tErrors));
        },
      },
    );
  };

  return (
    <>
      <form {...formProps} onSubmit={submit} noValidate>
        <Stack gap="md">
          <LanguagePair>
            <TextInput
              name="title"
              label={t(isHome ? 'fields.homeTitle' : 'fields.title')}
              defaultValue={page.title}
              required
              maxLength={PAGE_TITLE_MAX}
              error={errors.title}
            />
            <TextInput
              name="titleEn"
              label={inEnglish(t(isHome ? 'fields.homeTitle' : 'fields.title'))}
              lang="en"
              defaultValue={page.titleEn ?? ''}
              maxLength={PAGE_TITLE_MAX}
              error={errors.titleEn}
            />
          </LanguagePair>
          <LanguagePair>
            <Textarea
              name="metaDescription"
              label={t('fields.metaDescription')}
              description={t('fields.metaDescriptionHint')}
              defaultValue={page.metaDescription}
              maxLength={PAGE_META_DESCRIPTION_MAX}
              autosize
              minRows={2}
              error={errors.metaDescription}
            />
            <Textarea
              name="metaDescriptionEn"
              label={inEnglish(t('fields.metaDescription'))}
              description={t('fields.metaDescriptionHint')}
              lang="en"
              defaultValue={page.metaDescriptionEn ?? ''}
              maxLength={PAGE_META_DESCRIPTION_MAX}
              autosize
              minRows={2}
              error={errors.metaDescriptionEn}
            />
          </LanguagePair>
          <LanguagePair>
            <RichTextEditor
              label={t(isHome ? 'fields.homeContent' : 'fields.content')}
              value={content}
              onChange={setContent}
              error={errors.content}
              withImages
              minHeight={isHome ? 160 : 420}
            />
            <RichTextEditor
              label={inEnglish(t(isHome ? 'fields.homeContent' : 'fields.content'))}
              value={contentEn}
              onChange={setContentEn}
              error={errors.contentEn}
              withImages
              minHeight={isHome ? 160 : 420}
            />
          </LanguagePair>
          {isHome && (
            <>
              <ImageField
                label={t('fields.image')}
                description={t('fields.imageHint')}
                error={errors.imageUrl}
                src={imageUrl}
                onChange={(image) => {
                  // The largest rendition: the hero spans the screen.
                  setImageUrl(image === null ? null : (image.variants.at(-1)?.url ?? imageUrl));
                }}
              />
              <LanguagePair>
                <TextInput
                  name="ctaLabel"
                  label={t('fields.ctaLabel')}
                  defaultValue={page.ctaLabel ?? ''}
                  maxLength={PAGE_CTA_LABEL_MAX}
                  error={errors.ctaLabel}
                />
                <TextInput
                  name="ctaLabelEn"
                  label={inEnglish(t('fields.ctaLabel'))}
                  lang="en"
                  defaultValue={page.ctaLabelEn ?? ''}
                  maxLength={PAGE_CTA_LABEL_MAX}
                  error={errors.ctaLabelEn}
                />
              </LanguagePair>
              <TextInput
                name="ctaHref"
                label={t('fields.ctaHref')}
                description={t('fields.ctaHrefHint')}
                defaultValue={page.ctaHref ?? ''}
                maxLength={500}
                error={errors.ctaHref}
              />
            </>
          )}
          <FormError error={formError} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={(event) => {
                const form = event.currentTarget.form;
                if (form === null) return;
                const previewed = check(read(form), toFieldErrors);
                if (previewed !== null) setPreview(previewed);
              }}
            >
              {t('preview')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
        {preview !== null && (
          <Modal
            {...dialogProps}
            opened
            size="xl"
            title={t('previewTitle')}
            onClose={() => {
              setPreview(null);
            }}
          >
            <Stack gap="sm">
              <Title order={2}>{preview.title}</Title>
              {preview.metaDescription !== '' && <Text c="dimmed">{preview.metaDescription}</Text>}
              {/* The editor's own output (its schema has no scripts or handlers), not yet stored. */}
              <RichTextView html={preview.content} />
            </Stack>
          </Modal>
        )}
      </form>
      {guard.dialog}
    </>
  );
}
