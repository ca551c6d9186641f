import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  PRODUCT_IMPORT_FIELDS,
  type ProductImportDryRun,
  type ProductImportError,
  type ProductImportInspection,
  type ProductImportMapping,
  type ProductImportRow,
} from '@app/contract/product-import';
import { PRODUCT_SPECS_MAX } from '@app/contract/product';
import {
  Alert,
  Button,
  Center,
  FileInput,
  Group,
  List,
  Modal,
  NativeSelect,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Pagination } from '../../../components/ui/pagination';
import { ToneBadge } from '../../../components/ui/tone-badge';
import { useDialogProps } from '../../../components/ui/use-dialog-props';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useLanguage } from '../../../lib/i18n/language';
import {
  useDownloadImportReport,
  useDownloadImportTemplate,
} from '../api/download-product-import-files';
import { useDryRunProductImport } from '../api/dry-run-product-import';
import { useProductImport } from '../api/get-product-import';
import { useInspectProductImport } from '../api/inspect-product-import';
import { useStartProductImport } from '../api/start-product-import';

const ROWS_PER_PAGE = 50;
const ID = /^[1-9]\d{0,9}$/;
type Filter = 'all' | ProductImportRow['action'];

/**
 * "Import" beside the export menu: `?import=new` opens the walk through upload, mapping and dry
 * run; `?import=<job id>` shows that job's progress, so a reload keeps showing a running import.
 */
export function ProductImportButton() {
  const { t } = useTranslation('adminCatalogue');
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('import');
  const jobId = param !== null && ID.test(param) ? Number(param) : null;
  const dialogProps = useDialogProps(t('common.close'));
  const setImport = (value: string | null, replace = false) => {
    const next = new URLSearchParams(searchParams);
    if (value === null) next.delete('import');
    else next.set('import', value);
    setSearchParams(next, { replace });
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => {
          setImport('new');
        }}
      >
        {t('product.import.button')}
      </Button>
      <Modal
        {...dialogProps}
        opened={param === 'new' || jobId !== null}
        onClose={() => {
          setImport(null);
        }}
        size="xl"
        title={t('product.import.title')}
      >
        {jobId !== null ? (
          <ImportProgress id={jobId} />
        ) : (
          <ImportWizard
            onStarted={(id) => {
              setImport(String(id), true);
            }}
          />
        )}
      </Modal>
    </>
  );
}

/** The message for a refused request: the import's own codes first, else the common one. */
function useProblemMessage() {
  const { t } = useTranslation('adminCatalogue');
  const { t: tErrors } = useTranslation('errors');
  return (error: Error | null) => {
    if (!(error instanceof ApiError)) return error === null ? null : t('product.import.failed');
    const key = `product.import.problems.${error.code}` as const;
    return t(key, { defaultValue: apiErrorMessage(error, tErrors) });
  };
}

function ImportWizard({ onStarted }: { onStarted: (id: number) => void }) {
  const { t } = useTranslation('adminCatalogue');
  const language = useLanguage();
  const [sheet, setSheet] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ProductImportMapping | null>(null);
  const inspect = useInspectProductImport();
  const dryRun = useDryRunProductImport();
  const start = useStartProductImport();
  const template = useDownloadImportTemplate();
  const problem = useProblemMessage();
  const failure = problem(inspect.error ?? dryRun.error ?? start.error);

  const choose = (setter: (file: File | null) => void) => (file: File | null) => {
    setter(file);
    setMapping(null);
    inspect.reset();
    dryRun.reset();
    start.reset();
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('product.import.intro')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={t('product.import.sheet')}
          description={t('product.import.sheetHint')}
          accept=".xlsx,.csv,text/csv"
          value={sheet}
          onChange={choose(setSheet)}
          leftSection={<IconUpload size={16} aria-hidden />}
          w={280}
          clearable
        />
        <FileInput
          label={t('product.import.images')}
          description={t('product.import.imagesHint')}
          accept=".zip,application/zip"
          value={images}
          onChange={choose(setImages)}
          w={280}
          clearable
        />
        <Button
          variant="subtle"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={template.isPending}
          onClick={() => {
            template.mutate(language);
          }}
        >
          {t('product.import.template')}
        </Button>
      </Group>
      {failure !== null && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {mapping === null ? (
        <Group justify="flex-end">
          <Button
            disabled={sheet === null}
            loading={inspect.isPending}
            onClick={() => {
              if (sheet === null) return;
              inspect.mutate(sheet, {
                onSuccess: (found) => {
                  setMapping(found.mapping);
                },
              });
            }}
          >
            {t('product.import.readColumns')}
          </Button>
        </Group>
      ) : (
        inspect.data && (
          <MappingTable
            inspection={inspect.data}
            mapping={mapping}
            onChange={(next) => {
              setMapping(next);
              dryRun.reset();
            }}
          />
        )
      )}
      {mapping !== null && sheet !== null && (
        <Group justify="flex-end">
          <Button
            variant={dryRun.data ? 'default' : 'filled'}
            loading={dryRun.isPending}
            onClick={() => {
              dryRun.mutate({ sheet, images, mapping });
            }}
          >
            {t('product.import.dryRun')}
          </Button>
          {dryRun.data && (
            <Button
              loading={start.isPending}
              disabled={dryRun.data.created + dryRun.data.updated === 0}
              onClick={() => {
                start.mutate(
                  { sheet, images, mapping },
                  {
                    onSuccess: (job) => {
                      onStarted(job.id);
                    },
                  },
                );
              }}
            >
              {t('product.import.apply', {
                count: dryRun.data.created + dryRun.data.updated,
              })}
            </Button>
          )}
        </Group>
      )}
      {dryRun.isPending && (
        <Center>
          <LoadingSpinner label={t('product.import.checking')} />
        </Center>
      )}
      {dryRun.data && <DryRunTable result={dryRun.data} />}
    </Stack>
  );
}

/** Every field a column can fill, in the order of the export's columns (English specs last). */
function fieldOptions(
  t: ReturnType<typeof useTranslation<'adminCatalogue'>>['t'],
  columns: number,
) {
  const specs = Math.min(PRODUCT_SPECS_MAX, Math.max(1, Math.ceil(columns / 2)));
  const pairs = (en: '' | 'En') =>
    Array.from({ length: specs }, (_, i) => [
      {
        value: `spec${String(i + 1)}Label${en}`,
        label: t(`product.import.fields.specLabel${en}`, { n: i + 1 }),
      },
      {
        value: `spec${String(i + 1)}Value${en}`,
        label: t(`product.import.fields.specValue${en}`, { n: i + 1 }),
      },
    ]).flat();
  return [
    { value: '', label: t('product.import.ignore') },
    ...PRODUCT_IMPORT_FIELDS.map((f) => ({ value: f, label: t(`product.import.fields.${f}`) })),
    ...pairs(''),
    ...pairs('En'),
  ];
}

function MappingTable({
  inspection,
  mapping,
  onChange,
}: {
  inspection: ProductImportInspection;
  mapping: ProductImportMapping;
  onChange: (mapping: ProductImportMapping) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const options = fieldOptions(t, inspection.columns.length);
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('product.import.mapping')}</Text>
      <Text size="sm" c="dimmed">
        {t('product.import.mappingHint', {
          format: inspection.format.toUpperCase(),
          encoding: inspection.encoding?.toUpperCase() ?? '',
        })}
      </Text>
      <Table.ScrollContainer minWidth={600} mah={360}>
        <Table striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('product.import.column')}</Table.Th>
              <Table.Th>{t('product.import.sample')}</Table.Th>
              <Table.Th>{t('product.import.field')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inspection.columns.map((header, index) => (
              <Table.Tr key={index}>
                <Table.Td>{header}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1} maw={240}>
                    {inspection.samples[0]?.[index] ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={t('product.import.fieldOf', { column: header })}
                    value={mapping[index] ?? ''}
                    data={options}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      const next = inspection.columns.map((_, i) => mapping[i] ?? null);
                      next[index] = value === '' ? null : value;
                      onChange(next);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function errorText(
  t: ReturnType<typeof useTranslation<'adminCatalogue'>>['t'],
  error: ProductImportError,
) {
  const message = t(`product.import.errors.${error.code}`, error.params);
  return error.column === null ? message : `${error.column}: ${message}`;
}

/** The dry run's rows, refusals first (as the server sorts them), filtered and paged here. */
function DryRunTable({ result }: { result: ProductImportDryRun }) {
  const { t } = useTranslation('adminCatalogue');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(0);
  const rows = filter === 'all' ? result.rows : result.rows.filter((r) => r.action === filter);
  const shown = rows.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);
  const tones = { create: 'positive', update: 'info', refuse: 'negative' } as const;
  return (
    <Stack gap="sm">
      <Text aria-live="polite">
        {t('product.import.summary', {
          total: result.total,
          created: result.created,
          updated: result.updated,
          refused: result.refused,
        })}
      </Text>
      <SegmentedControl
        aria-label={t('product.import.filter')}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(0);
        }}
        data={(['all', 'refuse', 'create', 'update'] as const).map((value) => ({
          value,
          label: t(`product.import.actions.${value}`),
        }))}
      />
      {rows.length === 0 ? (
        <Text c="dimmed">{t('product.import.noRows')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped verticalSpacing={4}>
            <VisuallyHidden component="caption">{t('product.import.resultTable')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('product.import.row')}</Table.Th>
                <Table.Th>{t('product.import.action')}</Table.Th>
                <Table.Th>{t('product.columns.code')}</Table.Th>
                <Table.Th>{t('product.columns.name')}</Table.Th>
                <Table.Th>{t('product.import.errorsColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>
                    <ToneBadge tone={tones[row.action]}>
                      {t(`product.import.actions.${row.action}`)}
                    </ToneBadge>
                  </Table.Td>
                  <Table.Td>{row.code ?? '—'}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    {row.errors.length > 0 && (
                      <List size="sm">
                        {row.errors.map((error, i) => (
                          <List.Item key={i}>{errorText(t, error)}</List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.length > ROWS_PER_PAGE && (
        <Pagination
          page={page}
          totalPages={Math.ceil(rows.length / ROWS_PER_PAGE)}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}

/** A job's progress bar, polled while it runs; the report once it has ended. */
function ImportProgress({ id }: { id: number }) {
  const { t } = useTranslation('adminCatalogue');
  const language = useLanguage();
  const { data: job, isPending, isError } = useProductImport(id);
  const report = useDownloadImportReport();
  if (isPending) {
    return (
      <Center py="xl">
        <LoadingSpinner label={t('common.loading')} />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert color="red" role="alert">
        {t('product.import.jobNotFound')}
      </Alert>
    );
  }
  const percent = job.total === 0 ? 100 : Math.round((job.processed / job.total) * 100);
  return (
    <Stack gap="md">
      <Text fw={600}>{job.fileName}</Text>
      <Progress
        value={percent}
        animated={job.status === 'running'}
        color={job.status === 'failed' ? 'red' : undefined}
        aria-label={t('product.import.progress')}
        size="lg"
      />
      <Text aria-live="polite">
        {t('product.import.processed', { processed: job.processed, total: job.total })}{' '}
        {t('product.import.counts', {
          created: job.created,
          updated: job.updated,
          refused: job.refused,
        })}
      </Text>
      {job.status === 'done' && (
        <Alert color="teal" role="status">
          {t('product.import.done')}
        </Alert>
      )}
      {job.status === 'failed' && (
        <Alert color="red" role="alert">
          {t(job.error === 'interrupted' ? 'product.import.interrupted' : 'product.import.failed')}
        </Alert>
      )}
      {job.status !== 'running' && (
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={report.isPending}
            onClick={() => {
              report.mutate({ id, lang: language });
            }}
          >
            {t('product.import.report')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
