import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router';
import { PageHead } from '../../../components/ui/page-head';
import { PageHero } from '../../../components/ui/page-hero';
import {
  isMissingInquiry,
  useInquirySummary,
} from '../../../features/inquiry/api/get-inquiry-summary';
import { InquiryReceipt } from '../../../features/inquiry/components/inquiry-receipt';
import { parseInquiryId } from '../../../features/inquiry/inquiry-id';
import type { InquiryDoneData } from '../../route-loaders';
import { NotFoundPage } from './not-found-page';

function InquiryDone({ id }: { id: number }) {
  const { t } = useTranslation('inquiry');
  const { address } = useLoaderData<InquiryDoneData>();
  const summary = useInquirySummary(id);
  if (isMissingInquiry(summary.error)) return <NotFoundPage />;
  return (
    <>
      <PageHero title={t('done.title')} description={t('done.lead')} focusTitle />
      {/* A visitor's own confirmation: nothing for a search engine to list. */}
      <PageHead title={t('done.title')} noindex />
      <Container size="sm" py="xl">
        <InquiryReceipt id={id} address={address} summary={summary.data} />
      </Container>
    </>
  );
}

/**
 * inquiries/done/:id, where writing an inquiry ends, with or without JavaScript: its number and
 * how to come back to it. The address carries the number only, never what was typed.
 */
export function InquiryDonePage() {
  const id = parseInquiryId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <InquiryDone key={id} id={id} />;
}
