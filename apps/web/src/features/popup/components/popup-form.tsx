import '../../../lib/zod-config';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  type AdminPopup,
  POPUP_DEVICES,
  POPUP_DISMISS_DAYS_MAX,
  POPUP_KINDS,
  POPUP_LANGUAGES,
  POPUP_TITLE_MAX,
  type PopupDevice,
  type PopupInput,
  type PopupKind,
  type PopupLanguage,
  popupInputSchema,
} from '@app/contract/popup';
import type { ImageRef } from '@app/contract/image';
import {
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye } from '@tabler/icons-react';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ImageField } from '../../../components/media/image-field';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { FormError } from '../../../components/ui/form-error';
import { LanguagePair, useEnglishLabel } from '../../../components/ui/language-pair';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { issueFieldErrors, problemFormErrors } from '../../../lib/field-errors';
import { useNavigate } from '../../../lib/i18n/localized-navigation';
import { useFormDirty } from '../../../lib/use-form-dirty';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSavePopup } from '../api/admin-popups';
import { fromKoreanInput, toKoreanInput } from '../popup-schedule';
import { PopupDialog, type PopupView } from './popup-dialog';

const FIELDS = [
  'title',
  'titleEn',
  'kind',
  'body',
  'bodyEn',
  'imageId',
  'link',
  'startsAt',
  'endsAt',
  'device',
  'language',
  'dismissDays',
] as const;
type Field = (typeof FIELDS)[number];

const DAY_MS = 86_400_000;
/** A new popup starts on the next hour and shows for a week. */
function newPeriod(): { startsAt: string; endsAt: string } {
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 7 * DAY_MS).toISOString(),
  };
}

/** What a visitor of the `lang` site would see of the values in the form. */
function previewOf(
  values: z.output<typeof popupInputSchema>,
  image: ImageRef | null,
  lang: 'ko' | 'en',
): PopupView {
  const english = lang === 'en' && values.titleEn !== null;
  return {
    title: english ? (values.titleEn ?? values.title) : values.title,
    lang: english ? 'en' : 'ko',
    kind: values.kind,
    body: values.kind === 'text' ? ((english ? values.bodyEn : null) ?? values.body) : null,
    image: values.kind === 'image' ? image : null,
    link: values.link,
    dismissDays: values.dismissDays,
  };
}

/**
 * A popup's title and text (or picture) beside their English versions, its link, period,
 * screens, site and how long "don't show again" lasts. The contract schema checks it here and
 * on the server, which also sanitises the text and makes sure the picture is the library's.
 */
export function PopupForm({ popup }: { popup: AdminPopup | null }) {
  const { t } = useTranslation('adminPopup');
  const { t: tErrors } = useTranslation('errors');
  const inEnglish = useEnglishLabel();
  const navigate = useNavigate();
  const save = useSavePopup();
  const [period] = useState(() => popup ?? newPeriod());
  const [kind, setKind] = useState<PopupKind>(popup?.kind ?? 'text');
  const [body, setBody] = useState(popup?.body ?? '');
  const [bodyEn, setBodyEn] = useState(popup?.bodyEn ?? '');
  const [image, setImage] = useState<ImageRef | null>(popup?.image ?? null);
  const [device, setDevice] = useState<PopupDevice>(popup?.device ?? 'all');
  const [language, setLanguage] = useState<PopupLanguage>(popup?.language ?? 'all');
  const [preview, setPreview] = useState<PopupView | null>(null);
  const { errors, formError, check, showRefusal } = useFormErrors<Field>();
  const { dirty, formProps } = useFormDirty();
  const guard = useUnsavedChangesGuard(
    dirty ||
      kind !== (popup?.kind ?? 'text') ||
      body !== (popup?.body ?? '') ||
      bodyEn !== (popup?.bodyEn ?? '') ||
      (image?.id ?? null) !== (popup?.imageId ?? null) ||
      device !== (popup?.device ?? 'all') ||
      language !== (popup?.language ?? 'all'),
  );

  const read = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const input: PopupInput = {
      title: text('title'),
      titleEn: text('titleEn'),
      kind,
      body: kind === 'text' ? body : null,
      bodyEn: kind === 'text' && bodyEn !== '' ? bodyEn : null,
      imageId: kind === 'image' ? (image?.id ?? null) : null,
      link: text('link'),
      startsAt: fromKoreanInput(text('startsAt')),
      endsAt: fromKoreanInput(text('endsAt')),
      device,
      language,
      dismissDays: Number(text('dismissDays')),
    };
    return popupInputSchema.safeParse(input);
  };
  const toFieldErrors = (issues: Parameters<typeof issueFieldErrors>[0]) =>
    issueFieldErrors(issues, FIELDS, (issue) => {
      const field = issue.path[0];
      if (field === 'endsAt' && issue.code === 'custom') return t('errors.schedule');
      if (field === 'startsAt' || field === 'endsAt') return t('errors.dateTime');
      if (field === 'link') return t('errors.link');
      if (field === 'body') return t('errors.body');
      if (field === 'imageId') return t('errors.image');
      if (field === 'dismissDays') return t('errors.dismissDays');
      if (field === 'titleEn' && language === 'en') return t('errors.englishOnly');
      if ((field === 'titleEn' || field === 'bodyEn') && issue.code === 'custom') {
        return t('errors.english');
      }
      if (issue.code === 'too_small') return t('errors.required');
      if (issue.code === 'too_big') return t('errors.tooLong');
      return t('errors.invalid');
    });

  const showPreview = (form: HTMLFormElement | null, lang: 'ko' | 'en') => {
    if (form === null) return;
    const values = check(read(form), toFieldErrors);
    if (values !== null) setPreview(previewOf(values, image, lang));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = check(read(event.currentTarget), toFieldErrors);
    if (input === null) return;
    save.mutate(
      { id: popup?.id ?? null, input },
      {
        onSuccess: () => {
          guard.markSaved();
          notifications.show({ color: 'teal', message: t('saved') });
          void navigate('/admin/popups');
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
              label={t('fields.title')}
              description={t('fields.titleHint')}
              defaultValue={popup?.title ?? ''}
              required
              maxLength={POPUP_TITLE_MAX}
              error={errors.title}
            />
            <TextInput
              name="titleEn"
              label={inEnglish(t('fields.title'))}
              description={t('fields.titleHint')}
              lang="en"
              defaultValue={popup?.titleEn ?? ''}
              maxLength={POPUP_TITLE_MAX}
              error={errors.titleEn}
            />
          </LanguagePair>
          <Input.Wrapper label={t('fields.kind')} error={errors.kind}>
            <SegmentedControl
              fullWidth
              value={kind}
              onChange={(value) => {
                setKind(value === 'image' ? 'image' : 'text');
              }}
              aria-label={t('fields.kind')}
              data={POPUP_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
            />
          </Input.Wrapper>
          {kind === 'text' ? (
            <LanguagePair>
              <RichTextEditor
                label={t('fields.body')}
                value={body}
                onChange={setBody}
                error={errors.body}
                required
                withImages
                minHeight={180}
              />
              <RichTextEditor
                label={inEnglish(t('fields.body'))}
                value={bodyEn}
                onChange={setBodyEn}
                error={errors.bodyEn}
                withImages
                minHeight={180}
              />
            </LanguagePair>
          ) : (
            <ImageField
              label={t('fields.image')}
              description={t('fields.imageHint')}
              error={errors.imageId}
              src={image?.variants[0]?.url ?? null}
              onChange={setImage}
            />
          )}
          <TextInput
            name="link"
            label={t('fields.link')}
            description={t('fields.linkHint')}
            defaultValue={popup?.link ?? ''}
            maxLength={500}
            error={errors.link}
          />
          <Group grow align="flex-start">
            <TextInput
              type="datetime-local"
              name="startsAt"
              label={t('fields.startsAt')}
              description={t('fields.scheduleHint')}
              defaultValue={toKoreanInput(period.startsAt)}
              required
              error={errors.startsAt}
            />
            <TextInput
              type="datetime-local"
              name="endsAt"
              label={t('fields.endsAt')}
              description={t('fields.scheduleHint')}
              defaultValue={toKoreanInput(period.endsAt)}
              required
              error={errors.endsAt}
            />
          </Group>
          <Input.Wrapper label={t('fields.device')} error={errors.device}>
            <SegmentedControl
              fullWidth
              value={device}
              onChange={(value) => {
                setDevice(POPUP_DEVICES.find((d) => d === value) ?? 'all');
              }}
              aria-label={t('fields.device')}
              data={POPUP_DEVICES.map((value) => ({ value, label: t(`device.${value}`) }))}
            />
          </Input.Wrapper>
          <Input.Wrapper label={t('fields.language')} error={errors.language}>
            <SegmentedControl
              fullWidth
              value={language}
              onChange={(value) => {
                setLanguage(POPUP_LANGUAGES.find((l) => l === value) ?? 'all');
              }}
              aria-label={t('fields.language')}
              data={POPUP_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
            />
          </Input.Wrapper>
          <NumberInput
            name="dismissDays"
            label={t('fields.dismissDays')}
            description={t('fields.dismissDaysHint')}
            defaultValue={popup?.dismissDays ?? 1}
            min={1}
            max={POPUP_DISMISS_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            required
            error={errors.dismissDays}
          />
          <FormError error={formError} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={(event) => {
                showPreview(event.currentTarget.form, 'ko');
              }}
            >
              {t('preview')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={(event) => {
                showPreview(event.currentTarget.form, 'en');
              }}
            >
              {t('previewEnglish')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {preview !== null && (
        <PopupDialog
          popup={preview}
          onClose={() => {
            setPreview(null);
          }}
          onDismiss={() => {
            setPreview(null);
          }}
        />
      )}
      {guard.dialog}
    </>
  );
}
