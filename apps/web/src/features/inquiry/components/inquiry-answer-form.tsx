import type { AdminInquiry } from '@app/contract/inquiry';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { useAnswerInquiry } from '../api/answer-inquiry';

/** Whether editor HTML says anything: text, or at least one picture. */
const hasContent = (html: string) =>
  html.includes('<img') ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/** The staff answer (rich text, sanitised by the server); posting marks the inquiry answered. */
export function InquiryAnswerForm({ inquiry }: { inquiry: AdminInquiry }) {
  const { t } = useTranslation('adminInquiry');
  const [answer, setAnswer] = useState(inquiry.answer ?? '');
  // What the editor held when last stored; the server's sanitised copy may differ in markup.
  const [stored, setStored] = useState(answer);
  const [missing, setMissing] = useState(false);
  const save = useAnswerInquiry(inquiry.id);
  const guard = useUnsavedChangesGuard(answer !== stored);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hasContent(answer)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    save.mutate(answer, {
      onSuccess: () => {
        setStored(answer);
        notifications.show({ color: 'teal', message: t('view.answered') });
      },
    });
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t('view.answer')}>
        <Stack gap="sm">
          <RichTextEditor
            label={t('view.answerLabel')}
            value={answer}
            onChange={setAnswer}
            required
            withImages
            error={missing ? t('view.answerRequired') : undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {inquiry.answer === null ? t('view.saveAnswer') : t('view.updateAnswer')}
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </>
  );
}
