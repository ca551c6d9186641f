import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Table.layer.css';
import type { AdminPage, PageRevision } from '@app/contract/page';
import {
  ActionIcon,
  Alert,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconGitCompare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Pagination } from '../../../components/ui/pagination';
import { ToneBadge } from '../../../components/ui/tone-badge';
import { useDialogProps } from '../../../components/ui/use-dialog-props';
import { formatDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';
import { usePageRevisions } from '../api/get-page-revisions';
import { useRestorePageRevision } from '../api/restore-page-revision';

type Version = Pick<PageRevision, 'title' | 'metaDescription' | 'content'>;

function VersionColumn({
  heading,
  version,
  other,
}: {
  heading: string;
  version: Version;
  other: Version;
}) {
  const { t } = useTranslation('adminPage');
  const mark = (same: boolean) => (
    <ToneBadge size="xs" tone={same ? 'neutral' : 'info'}>
      {t(same ? 'revisions.same' : 'revisions.changed')}
    </ToneBadge>
  );
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {heading}
      </Title>
      <Group gap="xs">
        <Text fw={700}>{version.title}</Text>
        {mark(version.title === other.title)}
      </Group>
      <Group gap="xs" align="flex-start">
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {version.metaDescription}
        </Text>
        {mark(version.metaDescription === other.metaDescription)}
      </Group>
      {mark(version.content === other.content)}
      <RichTextView html={version.content} />
    </Stack>
  );
}

/** A page's earlier versions: compare any with the current one, or restore it. */
export function PageRevisions({ page, pageName }: { page: AdminPage; pageName: string }) {
  const { t } = useTranslation('adminPage');
  const dialogProps = useDialogProps(t('close'));
  const language = useLanguage();
  const [listPage, setListPage] = useState(0);
  const query = usePageRevisions(page.slug, listPage);
  const restore = useRestorePageRevision();
  const [comparing, setComparing] = useState<PageRevision | null>(null);
  const [restoring, setRestoring] = useState<PageRevision | null>(null);
  const date = (revision: PageRevision) => formatDateTime(revision.savedAt, language);

  if (query.isPending) {
    return (
      <Group justify="center" py="md">
        <LoadingSpinner size="sm" label={t('loading')} />
      </Group>
    );
  }
  if (query.data === undefined) return <Alert color="red">{t('failed')}</Alert>;
  const { items, total, size } = query.data;
  if (total === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('revisions.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Caption>
            <VisuallyHidden>{t('revisions.caption', { name: pageName })}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={190}>{t('revisions.savedAt')}</Table.Th>
              <Table.Th w={120}>{t('revisions.savedBy')}</Table.Th>
              <Table.Th>{t('revisions.pageTitle')}</Table.Th>
              <Table.Th w={100}>{t('revisions.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((revision) => (
              <Table.Tr key={revision.id}>
                <Table.Td>
                  <Text size="sm">{date(revision)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{revision.savedByName ?? t('revisions.unknown')}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1}>
                    {revision.title}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('revisions.compare', { date: date(revision) })}
                      onClick={() => {
                        setComparing(revision);
                      }}
                    >
                      <IconGitCompare size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="orange"
                      aria-label={t('revisions.restore', { date: date(revision) })}
                      onClick={() => {
                        setRestoring(revision);
                      }}
                    >
                      <IconArrowBackUp size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination page={listPage} totalPages={Math.ceil(total / size)} onChange={setListPage} />
      {comparing !== null && (
        <Modal
          {...dialogProps}
          opened
          size="90%"
          title={t('revisions.compareTitle')}
          onClose={() => {
            setComparing(null);
          }}
        >
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <VersionColumn
              heading={t('revisions.revision', { date: date(comparing) })}
              version={comparing}
              other={page}
            />
            <VersionColumn heading={t('revisions.current')} version={page} other={comparing} />
          </SimpleGrid>
        </Modal>
      )}
      {restoring !== null && (
        <ConfirmModal
          opened
          title={t('revisions.restoreTitle')}
          message={t('revisions.restoreMessage', { date: date(restoring) })}
          confirmLabel={t('revisions.restoreConfirm')}
          cancelLabel={t('revisions.cancel')}
          loading={restore.isPending}
          onClose={() => {
            setRestoring(null);
          }}
          onConfirm={() => {
            restore.mutate(
              { slug: page.slug, revisionId: restoring.id },
              {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('revisions.restored') });
                  setRestoring(null);
                  setListPage(0);
                },
              },
            );
          }}
        />
      )}
    </Stack>
  );
}
