import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActionData } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import {
  isMissingInquiry,
  useInquirySummary,
} from '../../../features/inquiry/api/get-inquiry-summary';
import { InquiryPasswordGate } from '../../../features/inquiry/components/inquiry-password-gate';
import { InquiryReading } from '../../../features/inquiry/components/inquiry-reading';
import { inquiryPaths } from '../../../features/inquiry/inquiry-paths';
import { ApiError } from '../../../lib/api-error';
import { useNavigate } from '../../../lib/i18n/localized-navigation';
import type { InquiryGateAnswer } from '../../route-actions';
import { NotFoundPage } from './not-found-page';

/**
 * Inquiry `id`'s password gate under its hero; once unlocked, the browser goes to its view.
 * Without JavaScript the browser posts the form to the page, and the server's answer
 * (`inquiryGateAction`) is shown here: the inquiry it opened, or the form with why not.
 * An inquiry that does not exist is not found, with no password asked for.
 */
export function InquiryGate({ id, description }: { id: number; description: string }) {
  const { t } = useTranslation('inquiry');
  const navigate = useNavigate();
  const answer = useActionData<InquiryGateAnswer>();
  const summary = useInquirySummary(id);
  if (answer !== undefined && 'inquiry' in answer) {
    return (
      <>
        <PageHero title={t('view.title')} />
        <Container size="lg" py="xl">
          <InquiryReading inquiry={answer.inquiry} />
        </Container>
      </>
    );
  }
  if (isMissingInquiry(summary.error)) return <NotFoundPage />;
  return (
    <>
      {/* The gate's own words (under the hero they are the form's) describe the page. */}
      <PageHero title={t('secret.title')} head={{ description }} />
      <Container size="xs" py="xl">
        <Paper withBorder radius="md" p="xl">
          <InquiryPasswordGate
            id={id}
            description={description}
            refused={
              answer !== undefined && 'failure' in answer
                ? { error: new ApiError(answer.failure) }
                : answer
            }
            onUnlocked={() => {
              void navigate(inquiryPaths.view(id), { replace: true });
            }}
          />
        </Paper>
      </Container>
    </>
  );
}
