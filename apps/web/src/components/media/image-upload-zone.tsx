import '../../lib/zod-config';
import '@mantine/core/styles/Progress.layer.css';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_TYPES, type Image } from '@app/contract/image';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './image-upload-zone.module.css';
import { type UploadEntry, useImageUploads } from './use-image-uploads';

type ImageUploadZoneProps = {
  /** Called once per file the library accepted (an identical file returns the existing image). */
  onUploaded?: (image: Image) => void;
};

const ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

function UploadRow({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation('adminMedia');
  const percent = Math.round(entry.progress * 100);
  // Shade 9: the theme's shade 7 of red and teal is under 4.5:1 on white for this small text.
  const color =
    entry.status === 'failed' ? 'red.9' : entry.status === 'done' ? 'teal.9' : undefined;
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate>
          {entry.name}
        </Text>
        <Text size="xs" c={color ?? 'dimmed'} style={{ flexShrink: 0 }}>
          {entry.status === 'failed'
            ? t('upload.failed')
            : t(`upload.status.${entry.status}`, { percent })}
        </Text>
      </Group>
      <Progress
        value={entry.status === 'failed' ? 100 : percent}
        color={color}
        size="sm"
        mt={4}
        aria-label={t('upload.progressLabel', { name: entry.name })}
        animated={entry.status === 'uploading'}
      />
      {entry.error === null ? null : (
        <Text size="xs" c="red.9" mt={2} role="alert">
          {entry.error}
        </Text>
      )}
    </li>
  );
}

/**
 * Drop files here (or choose them) to add them to the image library; each file gets a
 * progress bar and, when refused, the reason.
 */
export function ImageUploadZone({ onUploaded }: ImageUploadZoneProps) {
  const { t } = useTranslation('adminMedia');
  const { entries, add, clearFinished, busy } = useImageUploads(onUploaded);
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="sm">
      <section
        aria-label={t('upload.zoneLabel')}
        className={`${classes.zone} ${dragging ? classes.active : ''}`}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
      >
        <Stack align="center" gap={6}>
          <IconPhotoUp size={32} aria-hidden stroke={1.5} />
          <Text fw={500}>{t('upload.dropHere')}</Text>
          <Text size="xs" c="dimmed">
            {t('upload.rules', { max: IMAGE_MAX_BYTES / 1024 / 1024 })}
          </Text>
          <FileButton multiple accept={ACCEPT} onChange={add}>
            {(props) => (
              <Button {...props} variant="light" mt={4}>
                {t('upload.choose')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </section>
      {entries.length === 0 ? null : (
        <Stack gap={6}>
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('upload.listLabel')}
          >
            {entries.map((entry) => (
              <UploadRow key={entry.id} entry={entry} />
            ))}
          </Stack>
          {busy ? null : (
            <Group justify="flex-end">
              <Button variant="subtle" size="xs" onClick={clearFinished}>
                {t('upload.clear')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
