import '../../lib/zod-config';
import { adminInquiryListQuerySchema, type AdminInquiryListQuery } from '@app/contract/inquiry';
import { pageFromSearchParams } from '../../components/ui/page-param';

export const ADMIN_INQUIRY_FILTERS = ['status', 'keyword', 'from', 'to', 'spam'] as const;

/**
 * The back-office list's filters live in the URL (shareable, kept on reload). A hand-edited
 * value the contract refuses is dropped rather than sent to fail.
 */
export function adminInquiryQueryFromUrl(
  params: URLSearchParams,
  size: number,
): AdminInquiryListQuery {
  const filters: Record<string, string> = {};
  for (const key of ADMIN_INQUIRY_FILTERS) {
    const value = params.get(key);
    if (value !== null && value !== '') filters[key] = value;
  }
  const page = pageFromSearchParams(params);
  const parsed = adminInquiryListQuerySchema.safeParse({ ...filters, page, size });
  return parsed.success ? parsed.data : { page, size };
}
