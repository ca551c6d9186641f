import type { PopupStatus } from '@app/contract/popup';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, ToneBadge } from '../../../components/ui/tone-badge';

const TONES: Record<PopupStatus, BadgeTone> = {
  scheduled: 'info',
  showing: 'positive',
  ended: 'neutral',
};

/** 예정 / 게시 중 / 종료, where the popup's period stands. */
export function PopupStatusBadge({ status }: { status: PopupStatus }) {
  const { t } = useTranslation('adminPopup');
  return <ToneBadge tone={TONES[status]}>{t(`status.${status}`)}</ToneBadge>;
}
