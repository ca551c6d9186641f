import '@mantine/core/styles/Table.layer.css';
import type { Synonym } from '@app/contract/search';
import { Alert, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueDeleteModal } from '../../../components/catalogue/catalogue-delete-modal';
import { CatalogueRowActions } from '../../../components/catalogue/catalogue-row-actions';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { ToneBadge } from '../../../components/ui/tone-badge';
import { useDeleteSynonym } from '../api/delete-synonym';
import { useSynonyms } from '../api/get-synonyms';
import { SynonymFormModal } from './synonym-form-modal';

type Dialog =
  { kind: 'form'; synonym: Synonym | null } | { kind: 'delete'; synonym: Synonym } | null;

/**
 * The search's synonyms, by term: add, edit, delete (after a confirmation). A change is
 * searched at once (the server rebuilds its word list).
 */
export function SynonymAdmin() {
  const { t } = useTranslation('adminCatalogue');
  const { data, isPending, isError, refetch } = useSynonyms();
  const remove = useDeleteSynonym();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
  };

  return (
    <>
      <Stack gap="md">
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              setDialog({ kind: 'form', synonym: null });
            }}
          >
            {t('synonym.add')}
          </Button>
        </Group>
        {isPending ? (
          <LoadingSpinner label={t('common.loading')} />
        ) : isError ? (
          <Alert color="red" role="alert" title={t('synonym.loadFailed')}>
            <Button variant="light" color="red" mt="xs" onClick={() => void refetch()}>
              {t('synonym.retry')}
            </Button>
          </Alert>
        ) : data.length === 0 ? (
          <Text c="dimmed">{t('synonym.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover striped>
              <Table.Caption>
                <VisuallyHidden>{t('synonym.caption')}</VisuallyHidden>
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="25%">{t('synonym.columns.term')}</Table.Th>
                  <Table.Th>{t('synonym.columns.alternatives')}</Table.Th>
                  <Table.Th w={120}>{t('synonym.columns.direction')}</Table.Th>
                  <Table.Th w={100}>{t('synonym.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((synonym) => (
                  <Table.Tr key={synonym.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {synonym.term}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{synonym.alternatives.join(', ')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ToneBadge tone={synonym.bothWays ? 'info' : 'neutral'}>
                        {t(synonym.bothWays ? 'synonym.bothWays' : 'synonym.oneWay')}
                      </ToneBadge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <CatalogueRowActions
                          name={synonym.term}
                          onEdit={() => {
                            setDialog({ kind: 'form', synonym });
                          }}
                          onDelete={() => {
                            setDialog({ kind: 'delete', synonym });
                          }}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {dialog?.kind === 'form' && <SynonymFormModal synonym={dialog.synonym} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <CatalogueDeleteModal
          id={dialog.synonym.id}
          name={dialog.synonym.term}
          deletion={remove}
          onClose={close}
        />
      )}
    </>
  );
}
