import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Navigate } from '../../../lib/i18n/localized-navigation';
import { openInquiryQueryOptions } from '../../../features/inquiry/api/unlock-inquiry';
import { parseInquiryId } from '../../../features/inquiry/inquiry-id';
import { inquiryPaths, isManageGate } from '../../../features/inquiry/inquiry-paths';
import { InquiryGate } from './inquiry-gate';
import { NotFoundPage } from './not-found-page';

/**
 * inquiries/view/:id/secret, the password gate. A non-secret inquiry opens without a password
 * (read-only); a secret one, or editing any, needs it. Either way the server issues the token.
 * The form is shown while the browser tries without one: the server renders it so.
 */
export function InquirySecretPage() {
  const { t } = useTranslation('inquiry');
  const { id: param } = useParams();
  const id = parseInquiryId(param);
  const [searchParams] = useSearchParams();
  const manage = isManageGate(searchParams);
  const open = useQuery({ ...openInquiryQueryOptions(id ?? 0), enabled: id !== null && !manage });

  if (id === null) return <NotFoundPage />;
  if (!manage && open.isSuccess) return <Navigate to={inquiryPaths.view(id)} replace />;
  let description = t('secret.openDescription');
  if (manage) description = t('secret.manageDescription');
  else if (open.isError) description = t('secret.description');
  return <InquiryGate id={id} description={description} />;
}
