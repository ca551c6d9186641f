import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnansweredCount } from '../api/get-unanswered-count';

/** The admin navigation's count of inquiries awaiting an answer; nothing when there are none. */
export function UnansweredInquiryBadge() {
  const { t } = useTranslation('adminInquiry');
  const { data: count } = useUnansweredCount();
  if (count === undefined || count === 0) return null;
  return (
    <Badge
      size="sm"
      color="red.9"
      circle={count < 10}
      aria-label={t('list.unansweredBadge', { count })}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
