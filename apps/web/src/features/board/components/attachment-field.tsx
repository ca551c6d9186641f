import '../../../lib/zod-config';
import '@mantine/core/styles/Progress.layer.css';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENTS_PER_POST } from '@app/contract/board';
import { ActionIcon, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/language';
import type { AttachmentEntry } from '../hooks/use-attachment-uploads';
import { formatFileSize } from '../post-format';

/** The post form's files: pick several, watch each upload, remove any before saving. */
export function AttachmentField({
  entries,
  onAdd,
  onRemove,
}: {
  entries: AttachmentEntry[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('adminBoard');
  const language = useLanguage();
  return (
    <Input.Wrapper
      label={t('fields.attachments')}
      description={t('fields.attachmentsHint', { count: MAX_ATTACHMENTS_PER_POST })}
    >
      <Stack gap="xs" mt={6}>
        {entries.length > 0 && (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <Group gap="xs" wrap="nowrap">
                  <IconPaperclip size={16} aria-hidden />
                  <Text size="sm" lineClamp={1} style={{ flex: 1 }}>
                    {entry.name}{' '}
                    <Text span size="xs" c="dimmed">
                      {formatFileSize(entry.bytes, language)}
                    </Text>
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t('posts.removeFile', { name: entry.name })}
                    onClick={() => {
                      onRemove(entry.key);
                    }}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
                {entry.status === 'uploading' && (
                  <Progress
                    value={Math.round(entry.progress * 100)}
                    size="sm"
                    mt={4}
                    aria-label={t('posts.uploadProgress', { name: entry.name })}
                  />
                )}
                {entry.status === 'failed' && (
                  <Text size="xs" c="red.9" role="alert">
                    {t('posts.uploadFailed', { name: entry.name, reason: entry.error ?? '' })}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        )}
        <Group>
          <FileButton onChange={onAdd} accept={ATTACHMENT_ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden />}
              >
                {t('posts.addFiles')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
