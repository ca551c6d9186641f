import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import type { Image } from '@app/contract/image';
import {
  Alert,
  Button,
  Center,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../ui/loading-spinner';
import { Pagination } from '../ui/pagination';
import { useDialogProps } from '../ui/use-dialog-props';
import { useImages } from './api/get-images';
import { ImageThumbnail } from './image-thumbnail';
import { ImageUploadZone } from './image-upload-zone';

const PAGE_SIZE = 20;

export type ImagePickerProps = {
  opened: boolean;
  onClose: () => void;
  /** The chosen images, in the order they were selected. */
  onPick: (images: Image[]) => void;
  /** Choose several (a gallery) or exactly one (an image in rich text). */
  multiple?: boolean;
};

function PickerTile({
  image,
  selected,
  onToggle,
}: {
  image: Image;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('adminMedia');
  return (
    <UnstyledButton
      onClick={onToggle}
      aria-pressed={selected}
      aria-label={t('picker.select', { name: image.originalName })}
      style={{
        position: 'relative',
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
        outline: selected ? '3px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: -3,
      }}
    >
      <ImageThumbnail image={image} alt="" />
      {selected ? (
        <IconCheck
          aria-hidden
          size={22}
          style={{
            position: 'absolute',
            top: 6,
            right: 6,
            color: 'white',
            background: 'var(--mantine-primary-color-filled)',
            borderRadius: '50%',
            padding: 3,
          }}
        />
      ) : null}
      <Text size="xs" truncate px={4} py={2}>
        {image.originalName}
      </Text>
    </UnstyledButton>
  );
}

export function ImagePickerModal({ opened, onClose, onPick, multiple = false }: ImagePickerProps) {
  const { t } = useTranslation('adminMedia');
  const dialogProps = useDialogProps();
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), 300);
  const [page, setPage] = useState(0);
  const [tab, setTab] = useState<string | null>('library');
  const [selected, setSelected] = useState<Image[]>([]);
  const { data, isPending, isError, refetch } = useImages({
    page,
    size: PAGE_SIZE,
    keyword: debouncedKeyword,
  });

  const isSelected = (image: Image) => selected.some((s) => s.id === image.id);
  const toggle = (image: Image) => {
    setSelected((current) => {
      if (current.some((s) => s.id === image.id)) return current.filter((s) => s.id !== image.id);
      return multiple ? [...current, image] : [image];
    });
  };
  const addUploaded = (image: Image) => {
    setSelected((current) => {
      if (current.some((s) => s.id === image.id)) return current;
      return multiple ? [...current, image] : [image];
    });
  };

  return (
    <Modal {...dialogProps} opened={opened} onClose={onClose} title={t('picker.title')} size="xl">
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List mb="md">
          <Tabs.Tab value="library">{t('picker.tabLibrary')}</Tabs.Tab>
          <Tabs.Tab value="upload">{t('picker.tabUpload')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="library">
          <Stack gap="sm">
            <TextInput
              label={t('library.searchLabel')}
              placeholder={t('library.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={keyword}
              onChange={(event) => {
                setKeyword(event.currentTarget.value);
                setPage(0);
              }}
            />
            {isPending ? (
              <Center py="xl">
                <LoadingSpinner label={t('library.loading')} />
              </Center>
            ) : isError ? (
              <Alert color="red">
                <Group justify="space-between">
                  <Text size="sm">{t('library.loadFailed')}</Text>
                  <Button size="xs" variant="light" onClick={() => void refetch()}>
                    {t('library.retry')}
                  </Button>
                </Group>
              </Alert>
            ) : data.items.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {debouncedKeyword === ''
                  ? t('library.empty')
                  : t('library.noMatch', { keyword: debouncedKeyword })}
              </Text>
            ) : (
              <>
                <SimpleGrid
                  cols={{ base: 3, sm: 5 }}
                  spacing="xs"
                  aria-label={t('library.gridLabel')}
                >
                  {data.items.map((image) => (
                    <PickerTile
                      key={image.id}
                      image={image}
                      selected={isSelected(image)}
                      onToggle={() => {
                        toggle(image);
                      }}
                    />
                  ))}
                </SimpleGrid>
                <Pagination
                  page={page}
                  totalPages={Math.ceil(data.total / PAGE_SIZE)}
                  onChange={setPage}
                />
              </>
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="upload">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('picker.uploadedHint')}
            </Text>
            <ImageUploadZone onUploaded={addUploaded} />
          </Stack>
        </Tabs.Panel>
      </Tabs>

      <Group justify="space-between" mt="lg">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('picker.selected', { count: selected.length })}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('picker.cancel')}
          </Button>
          <Button
            disabled={selected.length === 0}
            onClick={() => {
              onPick(selected);
              onClose();
            }}
          >
            {t('picker.confirm')}
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
