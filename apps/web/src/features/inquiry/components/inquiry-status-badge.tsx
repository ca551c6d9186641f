import type { InquiryStatus } from '@app/contract/inquiry';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/ui/tone-badge';

/** 답변대기 / 답변완료, the same on the public list, the detail and the back office. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('inquiry');
  return (
    <ToneBadge tone={status === 'answered' ? 'positive' : 'neutral'} radius="sm">
      {t(`status.${status}`)}
    </ToneBadge>
  );
}
