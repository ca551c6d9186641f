import type { Member } from '@app/contract/member';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useUpdateMember } from '../api/update-member';
import { problemFormErrors } from '../../../lib/field-errors';

/** Asks before deactivating (which signs the member out at once) or reactivating a member. */
export function MemberStatusModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const update = useUpdateMember();
  const deactivating = member.active;
  const error = update.isError ? problemFormErrors(update.error, [], tErrors).form : null;

  return (
    <ConfirmModal
      opened
      title={t(deactivating ? 'member.deactivateTitle' : 'member.reactivateTitle')}
      message={t(deactivating ? 'member.deactivateMessage' : 'member.reactivateMessage', {
        name: member.name,
        loginId: member.loginId,
      })}
      confirmLabel={t(deactivating ? 'member.deactivateConfirm' : 'member.reactivateConfirm')}
      cancelLabel={t('common.cancel')}
      danger={deactivating}
      loading={update.isPending}
      error={error}
      onClose={onClose}
      onConfirm={() => {
        update.mutate(
          { id: member.id, input: { active: !deactivating } },
          {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                message: t(deactivating ? 'member.deactivated' : 'member.reactivated'),
              });
              onClose();
            },
          },
        );
      }}
    />
  );
}
