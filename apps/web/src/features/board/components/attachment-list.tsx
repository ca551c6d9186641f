import type { Attachment } from '@app/contract/board';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentApiBase } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/language';
import { formatFileSize } from '../post-format';

/** The post's files, each a download under its original name (the server sends it as an attachment). */
export function AttachmentList({
  postId,
  attachments,
}: {
  postId: number;
  attachments: Attachment[];
}) {
  const { t } = useTranslation('board');
  const language = useLanguage();
  if (attachments.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="post-attachments">
      <Title order={2} size="h5" id="post-attachments">
        {t('view.attachments')}
      </Title>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {attachments.map((file) => {
          const size = formatFileSize(file.bytes, language);
          return (
            <li key={file.id}>
              <Group gap="xs" wrap="nowrap">
                <IconDownload size={16} aria-hidden />
                <Anchor
                  href={`${currentApiBase()}/data/v1/post/${String(postId)}/attachment/${String(file.id)}`}
                  download={file.originalName}
                  aria-label={t('view.download', { name: file.originalName, size })}
                >
                  {file.originalName}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {size}
                </Text>
              </Group>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
