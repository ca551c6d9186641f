import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActionData, useParams, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { Link, Navigate, useNavigate } from '../../../lib/i18n/localized-navigation';
import { PageHero } from '../../../components/ui/page-hero';
import { useCreateInquiry } from '../../../features/inquiry/api/create-inquiry';
import { useInquiry } from '../../../features/inquiry/api/get-inquiry';
import { useUpdateInquiry } from '../../../features/inquiry/api/update-inquiry';
import { InquiryForm } from '../../../features/inquiry/components/inquiry-form';
import { parseInquiryId } from '../../../features/inquiry/inquiry-id';
import { inquiryPaths } from '../../../features/inquiry/inquiry-paths';
import {
  isInquiryUnlocked,
  useUnlockedInquiryStore,
} from '../../../features/inquiry/unlocked-inquiry-store';
import { productQueryOptions } from '../../../features/product/api/get-product';
import { useSite } from '../../../features/site/api/get-site';
import { useLanguage } from '../../../lib/i18n/language';
import { NotFoundPage } from './not-found-page';
import { useHydrated } from '../../../lib/use-hydrated';
import { PageLoader } from '../../../components/ui/page-loader';
import { fallbackLang, useContentLanguage } from '../../../lib/content-language';
import { usePolicy } from '../../../features/policy/api/get-policy';
import { ApiError } from '../../../lib/api-error';
import { useFormDirty } from '../../../lib/use-form-dirty';
import type { NewInquiryRefusal } from '../../route-actions';

/** /inquiries/:id? — without an id a new inquiry, with one an edit (password unlock needed). */
export function InquiryEditPage() {
  const { t } = useTranslation('inquiry');
  const { id: param } = useParams();
  if (param === undefined) {
    return (
      <>
        <PageHero title={t('edit.newTitle')} description={t('edit.description')} />
        <NewInquiry />
      </>
    );
  }
  const id = parseInquiryId(param);
  if (id === null) return <NotFoundPage />;
  return (
    <>
      <PageHero title={t('edit.editTitle')} head={{ description: t('secret.manageDescription') }} />
      <EditInquiryGuard id={id} />
    </>
  );
}

function NewInquiry() {
  const { t } = useTranslation('inquiry');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Preselected when the visitor comes from a product page (`?productId=`); a product that is
  // not (or no longer) published is simply left out.
  const productId = parseInquiryId(searchParams.get('productId') ?? undefined);
  const contentLanguage = useContentLanguage();
  const product = useQuery({
    ...productQueryOptions(productId ?? 0, contentLanguage),
    enabled: productId !== null,
  });
  // The server read it before rendering (route-loaders.ts), so the form is whole without JavaScript.
  const notice = usePolicy('collection', contentLanguage).data?.current ?? null;
  const create = useCreateInquiry();
  // The layout loaded it (the footer's facts): whether the site texts the answer's notice.
  const site = useSite(useLanguage());
  const { dirty, formProps } = useFormDirty();
  const guard = useUnsavedChangesGuard(dirty);
  // The server read the product before rendering (route-loaders.ts); one it could not read is
  // left out there, so only the browser waits for it.
  const hydrated = useHydrated();
  // The server's answer to the form posted without JavaScript, until the script sends one.
  const refused = useActionData<NewInquiryRefusal>();
  const refusedFailure =
    refused?.failure === undefined || create.status !== 'idle'
      ? null
      : new ApiError(refused.failure);
  if (productId !== null && product.isPending && hydrated) {
    return (
      <Group justify="center" py="xl">
        <LoadingSpinner label={t('secret.opening')} />
      </Group>
    );
  }
  return (
    <Container size="md" py="xl">
      <Group justify="flex-end" mb="sm">
        <Anchor component={Link} to={inquiryPaths.list}>
          {t('form.toList')}
        </Anchor>
      </Group>
      <InquiryForm
        mode="create"
        formProps={formProps}
        product={
          productId !== null && product.data !== undefined
            ? { id: productId, name: product.data.name, code: product.data.code }
            : null
        }
        textNotices={site.data?.textNotices ?? false}
        notice={notice === null ? null : { ...notice, lang: fallbackLang(notice, 'content').lang }}
        pending={create.isPending}
        error={create.error ?? refusedFailure}
        refused={refused}
        onCancel={() => {
          void navigate(inquiryPaths.list);
        }}
        onSubmit={(input) => {
          create.mutate(input, {
            onSuccess: ({ id }) => {
              guard.markSaved();
              void navigate(inquiryPaths.done(id));
            },
          });
        }}
      />
      {guard.dialog}
    </Container>
  );
}

function EditInquiryGuard({ id }: { id: number }) {
  const unlocked = useUnlockedInquiryStore((state) => state.unlocked);
  if (!useHydrated()) return <PageLoader />;
  if (unlocked === null || !isInquiryUnlocked(unlocked, String(id))) {
    return <Navigate to={inquiryPaths.gate(id, true)} replace />;
  }
  return <EditInquiry id={id} token={unlocked.token} />;
}

function EditInquiry({ id, token }: { id: number; token: string }) {
  const { t } = useTranslation('inquiry');
  const navigate = useNavigate();
  const { data: inquiry, isPending, isError } = useInquiry(id, token);
  const update = useUpdateInquiry(id, token);
  const { dirty, formProps } = useFormDirty();
  const guard = useUnsavedChangesGuard(dirty);

  if (isPending) {
    return (
      <Group justify="center" py="xl">
        <LoadingSpinner label={t('secret.opening')} />
      </Group>
    );
  }
  if (isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" variant="light">
          {t('secret.notFound')}
        </Alert>
      </Container>
    );
  }
  if (!inquiry.canEdit) {
    // Answered (the server refuses with 409 too), or opened read-only without the password.
    const answered = inquiry.status === 'answered';
    return (
      <Container size="md" py="xl">
        <Stack>
          <Alert color="yellow" variant="light">
            {answered ? t('edit.answered') : t('edit.notAllowed')}
          </Alert>
          <Group>
            <Button component={Link} to={inquiryPaths.view(id)} variant="default">
              {t('view.title')}
            </Button>
            {!answered && (
              <Button component={Link} to={inquiryPaths.gate(id, true)}>
                {t('secret.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Text c="dimmed" mb="md">
          {t('edit.description')}
        </Text>
        <InquiryForm
          mode="edit"
          formProps={formProps}
          inquiry={inquiry}
          pending={update.isPending}
          error={update.error}
          onCancel={() => {
            void navigate(inquiryPaths.view(id));
          }}
          onSubmit={(input) => {
            update.mutate(input, {
              onSuccess: () => {
                guard.markSaved();
                notifications.show({ color: 'teal', message: t('form.saved') });
                void navigate(inquiryPaths.view(id));
              },
            });
          }}
        />
      </Paper>
      {guard.dialog}
    </Container>
  );
}
