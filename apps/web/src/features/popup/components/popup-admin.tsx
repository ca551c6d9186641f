import '@mantine/core/styles/Table.layer.css';
import type { AdminPopup } from '@app/contract/popup';
import { ActionIcon, Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { formatDateTime } from '../../../lib/date-time';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { isApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/i18n/language';
import { Link } from '../../../lib/i18n/localized-navigation';
import { useAdminPopups, useDeletePopup } from '../api/admin-popups';
import { PopupDialog } from './popup-dialog';
import { PopupStatusBadge } from './popup-status-badge';

/** The popup in Korean, as the Korean site shows it. */
const koreanView = (popup: AdminPopup) => ({ ...popup, lang: 'ko' as const });

/** Every popup with where its period stands: add, preview, edit, delete (after asking). */
export function PopupAdmin() {
  const { t } = useTranslation('adminPopup');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const { popups, isPending, isError } = useAdminPopups();
  const remove = useDeletePopup();
  const [previewed, setPreviewed] = useState<AdminPopup | null>(null);
  const [deleting, setDeleting] = useState<AdminPopup | null>(null);
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          component={Link}
          to="/admin/popups/new"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('add')}
        </Button>
      </Group>
      {isPending ? (
        <LoadingSpinner label={t('title')} />
      ) : isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : popups.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.title')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.period')}</Table.Th>
                <Table.Th>{t('columns.audience')}</Table.Th>
                <Table.Th>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {popups.map((popup) => (
                <Table.Tr key={popup.id}>
                  <Table.Td>
                    <Text fw={600}>{popup.title}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`kind.${popup.kind}`)} ·{' '}
                      {popup.dismissDays === 1
                        ? t('dismissToday')
                        : t('dismissDays', { count: popup.dismissDays })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <PopupStatusBadge status={popup.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t('period', {
                        from: formatDateTime(popup.startsAt, language),
                        to: formatDateTime(popup.endsAt, language),
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t(`device.${popup.device}`)} · {t(`language.${popup.language}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('previewNamed', { name: popup.title })}
                        onClick={() => {
                          setPreviewed(popup);
                        }}
                      >
                        <IconEye size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        component={Link}
                        to={`/admin/popups/${String(popup.id)}`}
                        aria-label={t('editNamed', { name: popup.title })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('deleteNamed', { name: popup.title })}
                        onClick={() => {
                          setDeleting(popup);
                        }}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {previewed !== null && (
        <PopupDialog
          popup={koreanView(previewed)}
          onClose={() => {
            setPreviewed(null);
          }}
          onDismiss={() => {
            setPreviewed(null);
          }}
        />
      )}
      {deleting !== null && (
        <ConfirmModal
          opened
          danger
          title={t('confirmDeleteTitle')}
          message={t('confirmDelete', { name: deleting.title })}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          loading={remove.isPending}
          error={
            remove.isError
              ? isApiError(remove.error)
                ? apiErrorMessage(remove.error, tErrors)
                : tErrors('status.unexpected')
              : null
          }
          onClose={closeDelete}
          onConfirm={() => {
            remove.mutate(deleting.id, {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('deleted') });
                closeDelete();
              },
            });
          }}
        />
      )}
    </Stack>
  );
}
