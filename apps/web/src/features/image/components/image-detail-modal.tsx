import '../../../lib/zod-config';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { IMAGE_ALT_MAX, type Image } from '@app/contract/image';
import {
  Alert,
  Button,
  Center,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDialogProps } from '../../../components/ui/use-dialog-props';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDateTime } from '../../../lib/date-time';
import { useDeleteImage } from '../api/delete-image';
import { useImage } from '../api/get-image';
import { useUpdateImage } from '../api/update-image';
import { ImageUsageList } from './image-usage-list';

function formatBytes(bytes: number, language: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
      value,
    );
  return bytes >= 1024 * 1024
    ? format(bytes / 1024 / 1024, 'megabyte')
    : format(bytes / 1024, 'kilobyte');
}

function AltForm({ image }: { image: Image }) {
  const { t } = useTranslation('adminMedia');
  const [alt, setAlt] = useState(image.alt);
  const update = useUpdateImage(image.id);
  const changed = alt.trim() !== image.alt;
  const guard = useUnsavedChangesGuard(changed);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(
      { alt: alt.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('detail.saved') });
        },
      },
    );
  };

  return (
    <>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('detail.altLabel')}
            description={t('detail.altDescription')}
            value={alt}
            maxLength={IMAGE_ALT_MAX}
            onChange={(event) => {
              setAlt(event.currentTarget.value);
            }}
          />
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            {t('detail.save')}
          </Button>
        </Group>
      </form>
      {guard.dialog}
    </>
  );
}

function DeleteSection({ image, onDeleted }: { image: Image; onDeleted: () => void }) {
  const { t } = useTranslation('adminMedia');
  const { t: tErrors } = useTranslation('errors');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteImage(image.id);
  const dialogProps = useDialogProps(t('detail.close'));
  const refusal = remove.error;

  return (
    <>
      {refusal === null ? null : (
        <Alert color="red" role="alert" title={t('detail.deleteTitle')}>
          {isApiError(refusal) && refusal.code === 'image_in_use'
            ? t('detail.inUseRefused')
            : isApiError(refusal)
              ? apiErrorMessage(refusal, tErrors)
              : t('upload.errors.unexpected')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t('detail.delete')}
        </Button>
      </Group>
      <Modal
        {...dialogProps}
        opened={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={t('detail.deleteTitle')}
        size="sm"
      >
        <Text size="sm">{t('detail.deleteConfirm', { name: image.originalName })}</Text>
        <Group justify="flex-end" mt="lg" gap="xs">
          <Button
            variant="default"
            onClick={() => {
              setConfirming(false);
            }}
          >
            {t('detail.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() => {
              remove.mutate(undefined, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('detail.deleted') });
                  onDeleted();
                },
                onSettled: () => {
                  setConfirming(false);
                },
              });
            }}
          >
            {t('detail.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** One image: a preview, its facts, alt text editing, where it is used, and deletion. */
export function ImageDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('adminMedia');
  const dialogProps = useDialogProps(t('detail.close'));
  const { data: image, isPending, isError } = useImage(id);

  return (
    <Modal {...dialogProps} opened onClose={onClose} title={t('detail.title')} size="lg">
      {isPending ? (
        <Center py="xl">
          <LoadingSpinner label={t('detail.loading')} />
        </Center>
      ) : isError ? (
        <Alert color="red">{t('library.loadFailed')}</Alert>
      ) : (
        <Stack gap="md">
          <Center bg="var(--mantine-color-default-hover)">
            <ResponsiveImage
              image={image}
              sizes="(max-width: 800px) 100vw, 760px"
              alt={image.alt}
              loading="eager"
              style={{ maxHeight: 360, width: 'auto' }}
            />
          </Center>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>{t('detail.originalName')}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{image.originalName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('detail.format')}</Table.Th>
                <Table.Td>{image.mime}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('detail.dimensions')}</Table.Th>
                <Table.Td>
                  {image.width} × {image.height}px
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('detail.bytes')}</Table.Th>
                <Table.Td>{formatBytes(image.bytes, i18n.language)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('detail.variants')}</Table.Th>
                <Table.Td>{image.variants.map((v) => `${v.width}px`).join(', ')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('detail.uploadedAt')}</Table.Th>
                <Table.Td>{formatDateTime(image.createdAt, i18n.language)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <AltForm key={image.id} image={image} />
          <SimpleGrid cols={1} spacing={4}>
            <Title order={3} size="h5">
              {t('detail.usage')}
            </Title>
            <ImageUsageList usedBy={image.usedBy} />
          </SimpleGrid>
          <DeleteSection image={image} onDeleted={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
