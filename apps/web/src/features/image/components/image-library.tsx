import {
  Alert,
  Button,
  Center,
  CloseButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useImages } from '../../../components/media/api/get-images';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { withPage } from '../../../components/ui/page-param';
import { Pagination } from '../../../components/ui/pagination';
import { usePageParam } from '../../../components/ui/use-page-param';
import { ImageCard } from './image-card';
import { ImageDetailModal } from './image-detail-modal';

/** A thumbnail grid holds more than a text list: 20 fill four or five rows. */
const PAGE_SIZE = 20;
const KEYWORD_PARAM = 'keyword';

/** The library: search by file name (kept in the URL), a paged grid, and one image's details. */
export function ImageLibrary() {
  const { t } = useTranslation('adminMedia');
  const [searchParams, setSearchParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const keyword = searchParams.get(KEYWORD_PARAM) ?? '';
  const [draft, setDraft] = useState(keyword);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isPending, isError, refetch } = useImages({ page, size: PAGE_SIZE, keyword });

  const search = (next: string) => {
    setSearchParams((current) => {
      const params = withPage(current, 0);
      if (next === '') params.delete(KEYWORD_PARAM);
      else params.set(KEYWORD_PARAM, next);
      return params;
    });
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(draft.trim());
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} role="search">
        <Group align="flex-end" gap="xs">
          <TextInput
            style={{ flex: 1, maxWidth: 420 }}
            label={t('library.searchLabel')}
            placeholder={t('library.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={draft}
            maxLength={100}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
            }}
            rightSection={
              draft === '' ? null : (
                <CloseButton
                  size="sm"
                  aria-label={t('library.clearSearch')}
                  onClick={() => {
                    setDraft('');
                    search('');
                  }}
                />
              )
            }
          />
          <Button type="submit">{t('library.search')}</Button>
        </Group>
      </form>

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
        <Stack align="center" py="xl" gap="xs">
          <Text c="dimmed">
            {keyword === '' ? t('library.empty') : t('library.noMatch', { keyword })}
          </Text>
          {keyword === '' ? null : (
            <Button
              variant="subtle"
              onClick={() => {
                setDraft('');
                search('');
              }}
            >
              {t('library.showAll')}
            </Button>
          )}
        </Stack>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('library.total', { count: data.total })}
          </Text>
          <SimpleGrid
            component="ul"
            cols={{ base: 2, xs: 3, sm: 4, lg: 5 }}
            spacing="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('library.gridLabel')}
          >
            {data.items.map((image) => (
              <ImageCard
                key={image.id}
                image={image}
                onOpen={() => {
                  setOpenId(image.id);
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

      {openId === null ? null : (
        <ImageDetailModal
          id={openId}
          onClose={() => {
            setOpenId(null);
          }}
        />
      )}
    </Stack>
  );
}
