import type { Member } from '@app/contract/member';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { problemFormErrors } from '../../../lib/field-errors';
import { useResetMemberTwoFactor } from '../api/reset-member-two-factor';

/** Asks before turning off a member's 2FA (a lost phone); they set it up again afterwards. */
export function ResetTwoFactorModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const reset = useResetMemberTwoFactor();
  return (
    <ConfirmModal
      opened
      title={t('member.resetTwoFactorTitle')}
      message={t('member.resetTwoFactorMessage', { name: member.name, loginId: member.loginId })}
      confirmLabel={t('member.resetTwoFactorConfirm')}
      cancelLabel={t('common.cancel')}
      danger
      loading={reset.isPending}
      error={reset.isError ? problemFormErrors(reset.error, [], tErrors).form : null}
      onClose={onClose}
      onConfirm={() => {
        reset.mutate(member.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('member.resetTwoFactorDone') });
            onClose();
          },
        });
      }}
    />
  );
}
