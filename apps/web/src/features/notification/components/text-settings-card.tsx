import '../../../lib/zod-config';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';

import {
  TEXT_RECIPIENTS_MAX,
  type TextSettings,
  type TextSettingsInput,
  textSettingsInputSchema,
} from '@app/contract/text-messages';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { SettingsCard } from '../../../components/ui/settings-card';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { isApiError } from '../../../lib/api-error';
import { type FieldErrors, problemFormErrors } from '../../../lib/field-errors';
import { useFormDirty } from '../../../lib/use-form-dirty';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSaveTextSettings, useTextSettings } from '../api/text-settings';

type Field =
  'sender' | 'recipients' | 'pfId' | 'templateId' | 'answerTemplateId' | 'quietStart' | 'quietEnd';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The form's fields, checked with the contract's schema (the server checks the same). */
function parseTextSettings(data: FormData) {
  const sender = text(data, 'sender');
  return textSettingsInputSchema.safeParse({
    sender: sender === '' ? null : sender,
    // One number a line, blank lines left out.
    recipients: text(data, 'recipients')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    alimtalk:
      data.get('alimtalk') === 'on'
        ? {
            pfId: text(data, 'pfId'),
            templateId: text(data, 'templateId'),
            // Optional: without it answers go as plain texts.
            answerTemplateId: text(data, 'answerTemplateId') || null,
          }
        : null,
    quietHours: { start: Number(data.get('quietStart')), end: Number(data.get('quietEnd')) },
  } satisfies Record<keyof TextSettingsInput, unknown>);
}

/** A refused value's path (`['recipients', 1]`) from the server's field name (`body.recipients.1`). */
const pathOf = (field: string): PropertyKey[] =>
  field
    .split('.')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Text messages on the outbox page (top grade): the staff numbers told of each new inquiry, the
 * sender number, 카카오 알림톡 with the text as its fallback, and the hours nothing is sent.
 */
export function TextSettingsCard() {
  const { t } = useTranslation('adminStaff');
  const query = useTextSettings();
  const settings = query.data;
  return (
    <SettingsCard
      title={t('textSettings.title')}
      description={t('textSettings.description')}
      loading={query.isPending ? t('textSettings.title') : null}
      failed={settings === undefined ? t('textSettings.failed') : null}
    >
      {settings !== undefined && (
        <>
          {!settings.configured && (
            <Alert color="yellow" variant="light">
              {t('textSettings.notConfigured')}
            </Alert>
          )}
          {/* Keyed by what was stored: after a save the form starts from it (numbers as digits). */}
          <TextSettingsForm key={JSON.stringify(settings)} settings={settings} />
        </>
      )}
    </SettingsCard>
  );
}

/** The settings' form; every field may stay empty, and the contract checks it here and on the server. */
function TextSettingsForm({ settings }: { settings: TextSettings }) {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const save = useSaveTextSettings();
  const { errors, formError, check, showRefusal } = useFormErrors<Field>();
  const { dirty, formProps } = useFormDirty();
  const guard = useUnsavedChangesGuard(dirty);
  const [alimtalk, setAlimtalk] = useState(settings.alimtalk !== null);

  /** The field a refused value belongs to, with what to say under it. */
  const refused = (path: readonly PropertyKey[]): [Field, string] | null => {
    const [first, second] = path;
    if (first === 'sender') return ['sender', t('textSettings.errors.sender')];
    if (first === 'recipients') {
      return [
        'recipients',
        typeof second === 'number'
          ? t('textSettings.errors.recipient', { position: second + 1 })
          : t('textSettings.errors.recipients', { max: TEXT_RECIPIENTS_MAX }),
      ];
    }
    if (
      first === 'alimtalk' &&
      (second === 'pfId' || second === 'templateId' || second === 'answerTemplateId')
    ) {
      return [second, t(`textSettings.errors.${second}`)];
    }
    if (first === 'quietHours') {
      return [second === 'end' ? 'quietEnd' : 'quietStart', t('textSettings.errors.hour')];
    }
    return null;
  };
  const fieldErrors = (paths: readonly (readonly PropertyKey[])[]) => {
    const found: FieldErrors<Field> = {};
    for (const path of paths) {
      const hit = refused(path);
      if (hit !== null) found[hit[0]] ??= hit[1];
    }
    return found;
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = check(parseTextSettings(new FormData(event.currentTarget)), (issues) =>
      fieldErrors(issues.map((issue) => issue.path)),
    );
    if (input === null) return;
    save.mutate(input, {
      onSuccess: () => {
        guard.markSaved();
        notifications.show({ color: 'teal', message: t('textSettings.saved') });
      },
      onError: (error) => {
        const named = fieldErrors(
          isApiError(error) ? (error.problem?.errors ?? []).map(({ field }) => pathOf(field)) : [],
        );
        showRefusal(
          Object.keys(named).length > 0
            ? { fields: named, form: null }
            : problemFormErrors(error, [], tErrors),
        );
      },
    });
  };

  const hours = HOURS.map((hour) => ({
    value: String(hour),
    label: t('textSettings.hour', { hour }),
  }));

  return (
    <>
      <form {...formProps} onSubmit={submit} noValidate aria-label={t('textSettings.title')}>
        <Stack gap="sm">
          <TextInput
            name="sender"
            type="tel"
            label={t('textSettings.sender')}
            description={t('textSettings.senderHint')}
            placeholder="02-123-4567"
            defaultValue={settings.sender ?? ''}
            error={errors.sender}
          />
          <Textarea
            name="recipients"
            label={t('textSettings.recipients')}
            description={t('textSettings.recipientsHint', { max: TEXT_RECIPIENTS_MAX })}
            placeholder="010-1234-5678"
            defaultValue={settings.recipients.join('\n')}
            error={errors.recipients}
            autosize
            minRows={2}
            maxRows={TEXT_RECIPIENTS_MAX + 1}
          />
          <Switch
            name="alimtalk"
            label={t('textSettings.alimtalk')}
            description={t('textSettings.alimtalkHint')}
            checked={alimtalk}
            onChange={(event) => {
              setAlimtalk(event.currentTarget.checked);
            }}
          />
          {/* Hidden rather than removed: turning 알림톡 off and on again keeps what was typed. */}
          <div hidden={!alimtalk}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                name="pfId"
                label={t('textSettings.pfId')}
                placeholder="KA01PF…"
                defaultValue={settings.alimtalk?.pfId ?? ''}
                error={errors.pfId}
              />
              <TextInput
                name="templateId"
                label={t('textSettings.templateId')}
                placeholder="KA01TP…"
                defaultValue={settings.alimtalk?.templateId ?? ''}
                error={errors.templateId}
              />
              <TextInput
                name="answerTemplateId"
                label={t('textSettings.answerTemplateId')}
                description={t('textSettings.answerTemplateIdHint')}
                placeholder="KA01TP…"
                defaultValue={settings.alimtalk?.answerTemplateId ?? ''}
                error={errors.answerTemplateId}
              />
            </SimpleGrid>
          </div>
          <Fieldset legend={t('textSettings.quietHours')}>
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('textSettings.quietHoursHint')}
              </Text>
              <SimpleGrid cols={2}>
                <NativeSelect
                  name="quietStart"
                  label={t('textSettings.quietStart')}
                  data={hours}
                  defaultValue={String(settings.quietHours.start)}
                  error={errors.quietStart}
                />
                <NativeSelect
                  name="quietEnd"
                  label={t('textSettings.quietEnd')}
                  data={hours}
                  defaultValue={String(settings.quietHours.end)}
                  error={errors.quietEnd}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <FormError error={formError} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </>
  );
}
