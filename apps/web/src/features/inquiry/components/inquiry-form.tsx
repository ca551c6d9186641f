import '../../../lib/zod-config';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import {
  INQUIRY_CONTENT_MAX,
  INQUIRY_PASSWORD_MIN,
  INQUIRY_TITLE_MAX,
  inquiryCreateSchema,
  inquiryUpdateSchema,
  type InquiryDetail,
  type InquiryCreateInput,
  type InquiryUpdateInput,
} from '@app/contract/inquiry';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ComponentPropsWithRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { POLICY_PATHS } from '@app/contract/policy';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/date-time';
import { Link } from '../../../lib/i18n/localized-navigation';
import { apiErrorMessage } from '../../../lib/api-error-message';
import {
  inquiryFieldErrors,
  serverFieldErrors,
  type InquiryFieldErrors,
} from '../inquiry-field-errors';
import {
  type FieldIssue,
  type TypedInquiry,
  fieldIssues,
  inquiryFormFields,
  newInquiryInput,
} from '../inquiry-form-data';
import { useProofOfWork } from '../../../lib/proof-of-work/use-proof-of-work';
import classes from './inquiry-form.module.css';

type InquiryFormProps = {
  /** Pending and failed state of the caller's mutation. */
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  /** What else the form element takes: `useFormDirty`'s change tracking. */
  formProps: Pick<ComponentPropsWithRef<'form'>, 'ref' | 'onChange'>;
} & (
  | {
      mode: 'create';
      /** The product the inquiry is about, when the visitor came from its page. */
      product: { id: number; name: string; code: string | null } | null;
      /** Whether the site texts the answer's notice (its text settings): then the form offers it. */
      textNotices: boolean;
      /**
       * The collection notice in force (decision 27), which the writer agrees to; null when it
       * could not be read (the server then refuses the form, asking for a reload).
       */
      notice: CollectionNotice | null;
      onSubmit: (input: InquiryCreateInput) => void;
      /** A form the browser sent itself (no JavaScript) and the server refused: shown again. */
      refused?: { typed: TypedInquiry; issues: FieldIssue[] } | undefined;
    }
  | { mode: 'edit'; inquiry: InquiryDetail; onSubmit: (input: InquiryUpdateInput) => void }
);

/** The collection notice as the form shows it; `lang` marks a Korean text on the English site. */
export interface CollectionNotice {
  effectiveOn: string;
  content: string;
  lang?: 'ko' | undefined;
}

function failureMessage(error: Error, t: TFunction<'inquiry'>, tErrors: TFunction<'errors'>) {
  if (!isApiError(error)) return tErrors('status.unexpected');
  // A product unpublished while the visitor was writing: say so, the other fields are fine.
  if (error.problem?.errors?.some((e) => e.field === 'body.productId')) {
    return t('form.errors.product');
  }
  return apiErrorMessage(error, tErrors);
}

/** Writes a new inquiry or edits one; the shared schema checks it before it is sent. */
export function InquiryForm(props: InquiryFormProps) {
  const { t, i18n } = useTranslation('inquiry');
  const { t: tErrors } = useTranslation('errors');
  const refused = props.mode === 'create' ? props.refused : undefined;
  const [fieldErrors, setFieldErrors] = useState<InquiryFieldErrors>(() =>
    refused === undefined ? {} : inquiryFieldErrors(refused.issues, t),
  );
  const initial = props.mode === 'edit' ? props.inquiry : (refused?.typed ?? null);
  const product = props.mode === 'edit' ? props.inquiry.product : props.product;
  const productId = product?.id ?? null;
  // The spam defence's proof of work, solved in the background from the first keystroke.
  const powForm = props.mode === 'create' ? 'inquiry-create' : 'inquiry-edit';
  const { start, withProof, checking } = useProofOfWork(powForm);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (props.mode === 'edit') {
      const parsed = inquiryUpdateSchema.safeParse(inquiryFormFields(data));
      setFieldErrors(parsed.success ? {} : inquiryFieldErrors(fieldIssues(parsed.error.issues), t));
      if (parsed.success) withProof(parsed.data, props.onSubmit);
      return;
    }
    const parsed = inquiryCreateSchema.safeParse(newInquiryInput(data));
    setFieldErrors(parsed.success ? {} : inquiryFieldErrors(fieldIssues(parsed.error.issues), t));
    if (parsed.success) withProof(parsed.data, props.onSubmit);
  };

  const serverErrors =
    props.error !== null && isApiError(props.error) ? serverFieldErrors(props.error, t) : {};
  const errors = { ...serverErrors, ...fieldErrors };
  const failure = props.error === null ? null : failureMessage(props.error, t, tErrors);

  return (
    // Posted to the page itself (its ?lang= and ?productId= kept): without the script the
    // browser sends the form there and the server checks and saves it; never are its fields
    // in an address.
    <form
      {...props.formProps}
      method="post"
      onSubmit={submit}
      onInput={() => {
        void start();
      }}
      noValidate
      aria-label={t('form.label')}
    >
      {productId !== null && <input type="hidden" name="productId" value={productId} />}
      <Stack gap="md">
        {failure !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        {product !== null && (
          <Alert variant="light" color="blue">
            {product.code === null
              ? t('edit.productNotice', { name: product.name })
              : t('edit.productNoticeWithCode', { name: product.name, code: product.code })}
          </Alert>
        )}
        <TextInput
          name="title"
          label={t('form.title')}
          required
          maxLength={INQUIRY_TITLE_MAX}
          defaultValue={initial?.title}
          error={errors.title}
        />
        <Textarea
          name="content"
          label={t('form.content')}
          required
          autosize
          minRows={8}
          maxLength={INQUIRY_CONTENT_MAX}
          defaultValue={initial?.content}
          error={errors.content}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            name="authorName"
            label={t('form.authorName')}
            required
            autoComplete="name"
            defaultValue={initial?.authorName}
            error={errors.authorName}
          />
          <TextInput
            name="email"
            type="email"
            label={t('form.email')}
            autoComplete="email"
            defaultValue={initial?.email ?? ''}
            error={errors.email}
          />
          <TextInput
            name="phone"
            type="tel"
            label={t('form.phone')}
            autoComplete="tel"
            defaultValue={initial?.phone ?? ''}
            error={errors.phone}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt={-8}>
          {t('form.contactHint')}
        </Text>
        {props.mode === 'create' && (
          <PasswordInput
            name="password"
            label={t('form.password')}
            description={t('form.passwordHint', { min: INQUIRY_PASSWORD_MIN })}
            required
            autoComplete="new-password"
            error={errors.password}
          />
        )}
        <Checkbox name="secret" label={t('form.secret')} defaultChecked={initial?.secret ?? true} />
        {props.mode === 'create' && (
          <>
            <input
              type="hidden"
              name="privacyNoticeVersion"
              value={props.notice?.effectiveOn ?? ''}
            />
            <input type="hidden" name="language" value={i18n.language === 'en' ? 'en' : 'ko'} />
            <Checkbox
              name="notifyAnswer"
              label={t('form.notifyAnswer')}
              description={t('form.notifyAnswerHint')}
              defaultChecked={refused?.typed.notifyAnswer ?? false}
              error={errors.notifyAnswer}
            />
            {props.textNotices && (
              <Checkbox
                name="notifyAnswerByText"
                label={t('form.notifyAnswerByText')}
                description={t('form.notifyAnswerByTextHint')}
                defaultChecked={refused?.typed.notifyAnswerByText ?? false}
                error={errors.notifyAnswerByText}
              />
            )}
            <div className={classes.trap} aria-hidden="true">
              <label>
                {t('form.website')}
                <input type="text" name="website" tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            <Paper withBorder p="md" radius="md">
              <Text fw={600} size="sm" mb={6}>
                {t('form.privacyTitle')}
              </Text>
              {props.notice === null ? (
                <Text size="sm" c="red" mb="sm">
                  {t('form.noticeFailed')}
                </Text>
              ) : (
                <>
                  <RichTextView
                    html={props.notice.content}
                    className={classes.notice}
                    lang={props.notice.lang}
                  />
                  <Text size="xs" c="dimmed" mt={4} mb="sm">
                    {t('form.noticeVersion', {
                      date: formatDate(`${props.notice.effectiveOn}T00:00:00+09:00`, i18n.language),
                    })}{' '}
                    ·{' '}
                    <Anchor
                      component={Link}
                      to={POLICY_PATHS.collection}
                      target="_blank"
                      size="xs"
                      className={classes.noticeLink}
                    >
                      {t('form.noticeHistory')}
                    </Anchor>
                  </Text>
                </>
              )}
              <Checkbox
                name="privacyConsent"
                label={t('form.privacyConsent')}
                defaultChecked={refused?.typed.privacyConsent ?? false}
                error={errors.privacyConsent}
              />
            </Paper>
          </>
        )}
        {/* Says why the button waits, the rare time the check is still running. */}
        <Text size="sm" c="dimmed" aria-live="polite">
          {checking ? t('form.checking') : ''}
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={props.pending || checking}>
            {props.mode === 'create' ? t('form.submit') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
