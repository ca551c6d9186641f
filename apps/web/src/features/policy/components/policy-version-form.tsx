import '../../../lib/zod-config';
import {
  type AdminPolicyVersion,
  POLICY_SUMMARY_MAX,
  type PolicyVersionInput,
  policyVersionInputSchema,
} from '@app/contract/policy';
import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { FormError } from '../../../components/ui/form-error';
import { LanguagePair, useEnglishLabel } from '../../../components/ui/language-pair';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { issueFieldErrors, problemFormErrors } from '../../../lib/field-errors';
import { useFormDirty } from '../../../lib/use-form-dirty';
import { useFormErrors } from '../../../lib/use-form-errors';
import type { usePolicyVersionWrite } from '../api/admin-policy';

const FIELDS = ['effectiveOn', 'content', 'contentEn', 'summary', 'summaryEn'] as const;
type Field = (typeof FIELDS)[number];

/** Days before a 시행일 a change is announced: 7, and 30 for one that matters to visitors' rights. */
const NOTICE_DAYS = 7;
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * A new version of a policy (starting from the text in force), or an announced one rewritten:
 * its 시행일 (today or later, a day no other version has), its text in Korean and English, and
 * what changed in staff's own words. The contract's schema checks it here and on the server.
 */
export function PolicyVersionForm({
  today,
  start,
  editing,
  takenDays,
  write,
  onDone,
}: {
  today: string;
  /** What the form starts from: the version being rewritten, else the one in force. */
  start: AdminPolicyVersion | undefined;
  /** The version being rewritten (announced for later); undefined for a new one. */
  editing: AdminPolicyVersion | undefined;
  /** Days other versions take effect on. */
  takenDays: string[];
  write: ReturnType<typeof usePolicyVersionWrite>;
  onDone: () => void;
}) {
  const { t } = useTranslation('adminPage');
  const { t: tErrors } = useTranslation('errors');
  const inEnglish = useEnglishLabel();
  const [content, setContent] = useState(start?.content ?? '');
  const [contentEn, setContentEn] = useState(start?.contentEn ?? '');
  const [effectiveOn, setEffectiveOn] = useState(editing?.effectiveOn ?? '');
  const { errors, formError, check, showRefusal } = useFormErrors<Field>();
  const { dirty, formProps } = useFormDirty();
  const guard = useUnsavedChangesGuard(
    dirty || content !== (start?.content ?? '') || contentEn !== (start?.contentEn ?? ''),
  );
  const soon = effectiveOn !== '' && daysBetween(today, effectiveOn) < NOTICE_DAYS;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = policyVersionInputSchema.safeParse({
      effectiveOn,
      content,
      contentEn,
      summary: data.get('summary'),
      summaryEn: data.get('summaryEn'),
    });
    const input: PolicyVersionInput | null = check(parsed, (issues) =>
      issueFieldErrors(issues, FIELDS, (issue) => {
        if (issue.path[0] === 'effectiveOn') return t('policies.errors.date');
        if (issue.code === 'too_small') return t('errors.required');
        if (issue.code === 'too_big') return t('errors.tooLong');
        return t('errors.invalid');
      }),
    );
    if (input === null) return;
    if (input.effectiveOn < today) {
      showRefusal({ fields: { effectiveOn: t('policies.errors.past') }, form: null });
      return;
    }
    if (takenDays.includes(input.effectiveOn)) {
      showRefusal({ fields: { effectiveOn: t('policies.errors.taken') }, form: null });
      return;
    }
    write.mutate(
      editing === undefined ? { kind: 'create', input } : { kind: 'update', id: editing.id, input },
      {
        onSuccess: () => {
          guard.markSaved();
          notifications.show({ color: 'teal', message: t('policies.saved') });
          onDone();
        },
        onError: (error) => {
          showRefusal(problemFormErrors(error, FIELDS, tErrors));
        },
      },
    );
  };

  return (
    <form {...formProps} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          type="date"
          label={t('policies.fields.effectiveOn')}
          description={t('policies.fields.effectiveOnHint')}
          value={effectiveOn}
          min={today}
          required
          onChange={(event) => {
            setEffectiveOn(event.currentTarget.value);
          }}
          error={errors.effectiveOn}
          maw={260}
        />
        {soon && (
          <Alert color="yellow" variant="light">
            {t('policies.noticePeriod', { days: NOTICE_DAYS })}
          </Alert>
        )}
        <LanguagePair>
          <Textarea
            name="summary"
            label={t('policies.fields.summary')}
            description={t('policies.fields.summaryHint')}
            defaultValue={editing?.summary ?? ''}
            maxLength={POLICY_SUMMARY_MAX}
            autosize
            minRows={2}
            error={errors.summary}
          />
          <Textarea
            name="summaryEn"
            label={inEnglish(t('policies.fields.summary'))}
            lang="en"
            defaultValue={editing?.summaryEn ?? ''}
            maxLength={POLICY_SUMMARY_MAX}
            autosize
            minRows={2}
            error={errors.summaryEn}
          />
        </LanguagePair>
        <LanguagePair>
          <RichTextEditor
            label={t('policies.fields.content')}
            value={content}
            onChange={setContent}
            error={errors.content}
            required
            minHeight={420}
          />
          <RichTextEditor
            label={inEnglish(t('policies.fields.content'))}
            value={contentEn}
            onChange={setContentEn}
            error={errors.contentEn}
            minHeight={420}
          />
        </LanguagePair>
        <FormError error={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('policies.cancel')}
          </Button>
          <Button type="submit" loading={write.isPending}>
            {editing === undefined ? t('policies.publish') : t('policies.saveAnnounced')}
          </Button>
        </Group>
      </Stack>
      {guard.dialog}
    </form>
  );
}
