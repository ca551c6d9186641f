import '../../../lib/zod-config';
import '@mantine/core/styles/Fieldset.layer.css';
import type { ImageRef } from '@app/contract/image';
import {
  type AdminSiteSettings,
  SITE_IMAGES,
  SITE_IMAGE_FIELDS,
  SITE_TEXT_FIELDS,
  SOCIAL_LINK_FIELDS,
  type SiteImageField,
  type SiteSettingsValues,
  type SiteTextField,
  type SocialLinkField,
  siteSettingsInputSchema,
} from '@app/contract/site';
import { Alert, Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../components/media/image-field';
import { FormError } from '../../../components/ui/form-error';
import { LanguagePair, useEnglishLabel } from '../../../components/ui/language-pair';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { issueFieldErrors, problemFormErrors } from '../../../lib/field-errors';
import { useFormDirty } from '../../../lib/use-form-dirty';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSaveSite } from '../api/admin-site';

type Field = keyof SiteSettingsValues;
const FIELDS = siteSettingsInputSchema.keyof().options;

/** Fields with an English version beside them (`…En`). */
type Paired = 'siteName' | 'description' | 'companyName' | 'ceo' | 'address' | 'privacyOfficer';

/** Fields with a line under them saying where they show. */
const HINTED = ['siteName', 'description'] as const;
const hinted = (field: Paired): field is (typeof HINTED)[number] =>
  (HINTED as readonly Paired[]).includes(field);

/** The message for a refused value, by what the field holds. */
const KIND: Partial<
  Record<
    Field,
    | 'businessNumber'
    | 'phone'
    | 'email'
    | 'mapUrl'
    | 'mapEmbed'
    | 'verification'
    | 'analytics'
    | 'image'
  >
> = {
  businessNumber: 'businessNumber',
  phone: 'phone',
  fax: 'phone',
  email: 'email',
  privacyOfficerEmail: 'email',
  naverMapUrl: 'mapUrl',
  kakaoMapUrl: 'mapUrl',
  mapEmbedUrl: 'mapEmbed',
  naverVerification: 'verification',
  googleVerification: 'verification',
  bingVerification: 'verification',
  googleAnalyticsId: 'analytics',
  naverAnalyticsId: 'analytics',
  shareImageId: 'image',
  logoImageId: 'image',
  logoDarkImageId: 'image',
  iconImageId: 'image',
};

/** What each service's address looks like. */
const SOCIAL_PLACEHOLDERS: Record<SocialLinkField, string> = {
  naverBlogUrl: 'https://blog.naver.com/…',
  youtubeUrl: 'https://www.youtube.com/@…',
  instagramUrl: 'https://www.instagram.com/…',
  facebookUrl: 'https://www.facebook.com/…',
  kakaoChannelUrl: 'https://pf.kakao.com/…',
};
const isSocial = (field: Field): field is SocialLinkField =>
  (SOCIAL_LINK_FIELDS as readonly Field[]).includes(field);

/** The pictures as the form holds them, by their id field. */
type Pictures = Record<SiteImageField, ImageRef | null>;
const picturesOf = (settings: AdminSiteSettings): Pictures =>
  Object.fromEntries(
    SITE_IMAGE_FIELDS.map((field) => [field, settings[SITE_IMAGES[field]]]),
  ) as Pictures;

/**
 * The company's facts, grouped as the footer and the law group them. Every field may stay
 * empty: the site shows only what is entered. The contract checks them here and on the server.
 */
export function SiteSettingsForm({ settings }: { settings: AdminSiteSettings }) {
  const { t } = useTranslation('adminPage');
  const { t: tErrors } = useTranslation('errors');
  const inEnglish = useEnglishLabel();
  const save = useSaveSite();
  const { errors, formError, check, showRefusal } = useFormErrors<Field>();
  const { dirty, formProps } = useFormDirty();
  // The text fields are uncontrolled; the pictures are state.
  const [pictures, setPictures] = useState(() => picturesOf(settings));
  const saved = picturesOf(settings);
  const picturesChanged = SITE_IMAGE_FIELDS.some((f) => pictures[f]?.id !== saved[f]?.id);
  const guard = useUnsavedChangesGuard(dirty || picturesChanged);

  const toFieldErrors = (issues: Parameters<typeof issueFieldErrors>[0]) =>
    issueFieldErrors(issues, FIELDS, (issue) => {
      if (issue.code === 'too_big') return t('errors.tooLong');
      const field = issue.path[0] as Field;
      // Named, since another service's address is the likely mistake.
      if (isSocial(field)) return t('site.errors.social', { service: t(`site.services.${field}`) });
      const kind = KIND[field];
      return kind ? t(`site.errors.${kind}`) : t('errors.invalid');
    });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = check(
      siteSettingsInputSchema.safeParse({
        ...Object.fromEntries(SITE_TEXT_FIELDS.map((field) => [field, data.get(field) ?? ''])),
        ...Object.fromEntries(SITE_IMAGE_FIELDS.map((f) => [f, pictures[f]?.id ?? null])),
      }),
      toFieldErrors,
    );
    if (input === null) return;
    save.mutate(input, {
      onSuccess: () => {
        guard.markSaved();
        notifications.show({ color: 'teal', message: t('site.saved') });
      },
      onError: (error) => {
        const refusal = problemFormErrors(error, FIELDS, tErrors);
        // Refused only when someone deleted the image from the library after it was picked.
        for (const field of SITE_IMAGE_FIELDS) {
          if (refusal.fields[field] !== undefined) refusal.fields[field] = t('site.errors.image');
        }
        showRefusal(refusal);
      },
    });
  };

  const single = (
    field: Exclude<SiteTextField, `${string}En`>,
    props: { type?: string; placeholder?: string; description?: string } = {},
  ) => (
    <TextInput
      key={field}
      name={field}
      label={t(`site.fields.${field}`)}
      defaultValue={settings[field] ?? ''}
      error={errors[field]}
      {...props}
    />
  );
  const picture = (field: SiteImageField) => (
    <ImageField
      key={field}
      label={t(`site.fields.${SITE_IMAGES[field]}`)}
      description={t(`site.hints.${SITE_IMAGES[field]}`)}
      error={errors[field]}
      src={pictures[field]?.variants[0]?.url ?? null}
      onChange={(image) => {
        setPictures((current) => ({ ...current, [field]: image }));
      }}
    />
  );
  const pair = (field: Paired) => {
    const label = t(`site.fields.${field}`);
    const english = `${field}En` as const;
    return (
      <LanguagePair key={field}>
        <TextInput
          name={field}
          label={label}
          description={hinted(field) ? t(`site.hints.${field}`) : undefined}
          defaultValue={settings[field] ?? ''}
          error={errors[field]}
        />
        <TextInput
          name={english}
          label={inEnglish(label)}
          lang="en"
          defaultValue={settings[english] ?? ''}
          error={errors[english]}
        />
      </LanguagePair>
    );
  };

  return (
    <form {...formProps} onSubmit={submit} noValidate aria-label={t('site.title')}>
      <Stack gap="lg">
        <Fieldset legend={t('site.groups.site')}>
          <Stack gap="sm">
            {pair('siteName')}
            {pair('description')}
            {picture('shareImageId')}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('site.groups.brand')}>
          <Stack gap="sm">
            {picture('logoImageId')}
            {picture('logoDarkImageId')}
            {picture('iconImageId')}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('site.groups.company')}>
          <Stack gap="sm">
            {pair('companyName')}
            {pair('ceo')}
            {single('businessNumber', { placeholder: '000-00-00000' })}
            {single('mailOrderNumber')}
            {pair('address')}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('site.groups.contact')}>
          <Stack gap="sm">
            {single('phone', { type: 'tel' })}
            {single('fax', { type: 'tel' })}
            {single('email', { type: 'email' })}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('site.groups.privacy')}>
          <Stack gap="sm">
            {pair('privacyOfficer')}
            {single('privacyOfficerEmail', { type: 'email' })}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('site.groups.maps')}>
          <Stack gap="sm">
            {single('naverMapUrl', { type: 'url', placeholder: 'https://naver.me/…' })}
            {single('kakaoMapUrl', { type: 'url', placeholder: 'https://kko.to/…' })}
            {single('mapEmbedUrl', {
              placeholder: 'https://www.google.com/maps/embed?pb=…',
              description: t('site.hints.mapEmbedUrl'),
            })}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('site.groups.social')}>
          <Stack gap="sm">
            {SOCIAL_LINK_FIELDS.map((field) =>
              single(field, { type: 'url', placeholder: SOCIAL_PLACEHOLDERS[field] }),
            )}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('site.groups.verification')}>
          <Stack gap="sm">
            {single('naverVerification')}
            {single('googleVerification')}
            {single('bingVerification')}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('site.groups.analytics')}>
          <Stack gap="sm">
            <Alert color="yellow" variant="light">
              {t('site.hints.analytics')}
            </Alert>
            {single('googleAnalyticsId', { placeholder: 'G-XXXXXXXXXX' })}
            {single('naverAnalyticsId')}
          </Stack>
        </Fieldset>
        <FormError error={formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
