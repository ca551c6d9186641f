import type { InquiryStatus } from '@app/contract/inquiry';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 답변대기 / 답변완료, the same on the public list, the detail and the back office. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('inquiry');
  return (
    <Badge color={status === 'answered' ? 'teal' : 'gray'} variant="light" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
