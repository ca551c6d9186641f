import '../../../lib/zod-config';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import {
  type AdminPost,
  POST_TITLE_MAX,
  type PostInput,
  postInputSchema,
} from '@app/contract/board';
import { Alert, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { FormActions } from '../../../components/ui/form-actions';
import { LanguagePair, TextInputPair, useEnglishLabel } from '../../../components/ui/language-pair';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDialogProps } from '../../../components/ui/use-dialog-props';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { useFormDirty } from '../../../lib/use-form-dirty';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useAdminPost } from '../api/get-admin-post';
import { useSavePost } from '../api/save-post';
import { boardFieldErrors, boardServerErrors } from '../board-form-errors';
import { useAttachmentUploads } from '../hooks/use-attachment-uploads';
import { AttachmentField } from './attachment-field';

const FIELDS = ['title', 'titleEn', 'content', 'contentEn', 'authorName', 'attachmentIds'] as const;
type Field = (typeof FIELDS)[number];

function PostForm({
  boardId,
  post,
  onClose,
}: {
  boardId: number;
  post: AdminPost | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminBoard');
  const { t: tErrors } = useTranslation('errors');
  const inEnglish = useEnglishLabel();
  const save = useSavePost();
  const uploads = useAttachmentUploads(post?.attachments ?? []);
  const [content, setContent] = useState(post?.content ?? '');
  const [contentEn, setContentEn] = useState(post?.contentEn ?? '');
  const { errors, formError, setFormError, check, showRefusal } = useFormErrors<Field>();
  const { dirty, formProps } = useFormDirty();
  // Files upload as soon as they are picked: one still uploading, or other files than stored,
  // is unsaved work too.
  const storedIds = (post?.attachments ?? []).map((a) => a.id).join();
  const guard = useUnsavedChangesGuard(
    dirty ||
      content !== (post?.content ?? '') ||
      contentEn !== (post?.contentEn ?? '') ||
      uploads.uploading ||
      uploads.attachmentIds.join() !== storedIds,
  );

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploads.uploading) {
      setFormError(t('errors.uploading'));
      return;
    }
    const data = new FormData(event.currentTarget);
    const input: PostInput | null = check(
      postInputSchema.safeParse({
        boardId: post?.boardId ?? boardId,
        title: data.get('title'),
        titleEn: data.get('titleEn'),
        content,
        contentEn,
        authorName: data.get('authorName'),
        pinned: data.get('pinned') === 'on',
        published: data.get('published') === 'on',
        attachmentIds: uploads.attachmentIds,
      }),
      (issues) => boardFieldErrors(issues, FIELDS, t),
    );
    if (input === null) return;
    save.mutate(
      { id: post?.id ?? null, input },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t(post === null ? 'posts.created' : 'posts.updated'),
          });
          onClose();
        },
        onError: (error) => {
          showRefusal(boardServerErrors(error, FIELDS, t, tErrors));
        },
      },
    );
  };

  return (
    <>
      <form {...formProps} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInputPair
            name="title"
            label={t('fields.title')}
            values={{ ko: post?.title, en: post?.titleEn }}
            errors={errors}
            maxLength={POST_TITLE_MAX}
          />
          <LanguagePair>
            <RichTextEditor
              label={t('fields.content')}
              value={content}
              onChange={setContent}
              error={errors.content}
              withImages
              minHeight={280}
            />
            <RichTextEditor
              label={inEnglish(t('fields.content'))}
              value={contentEn}
              onChange={setContentEn}
              error={errors.contentEn}
              withImages
              minHeight={280}
            />
          </LanguagePair>
          <TextInput
            name="authorName"
            label={t('fields.authorName')}
            description={t('fields.authorHint')}
            defaultValue={post?.authorName ?? ''}
            maxLength={50}
            error={errors.authorName}
          />
          <AttachmentField
            entries={uploads.entries}
            onAdd={uploads.add}
            onRemove={uploads.remove}
          />
          <Group gap="xl">
            <Checkbox
              name="pinned"
              label={t('fields.pinned')}
              description={t('fields.pinnedHint')}
              defaultChecked={post?.pinned ?? false}
            />
            <Checkbox
              name="published"
              label={t('fields.published')}
              description={t('fields.publishedHint')}
              defaultChecked={post?.published ?? true}
            />
          </Group>
          <FormActions
            error={formError ?? errors.attachmentIds ?? null}
            cancelLabel={t('posts.cancel')}
            submitLabel={t('posts.save')}
            submitting={save.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
      {guard.dialog}
    </>
  );
}

/** Writes a post (`postId` null) or edits one, loading it first with its attachments. */
export function PostFormModal({
  boardId,
  postId,
  onClose,
}: {
  boardId: number;
  postId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminBoard');
  const dialogProps = useDialogProps();
  const query = useAdminPost(postId);
  return (
    <Modal
      {...dialogProps}
      opened
      onClose={onClose}
      title={t(postId === null ? 'posts.createTitle' : 'posts.editTitle')}
      size="xl"
      closeOnClickOutside={false}
    >
      {postId === null ? (
        <PostForm boardId={boardId} post={null} onClose={onClose} />
      ) : query.data !== undefined ? (
        <PostForm boardId={boardId} post={query.data} onClose={onClose} />
      ) : query.isError ? (
        <Alert color="red">{t('failed')}</Alert>
      ) : (
        <Group justify="center" py="xl">
          <LoadingSpinner label={t('loading')} />
        </Group>
      )}
    </Modal>
  );
}
