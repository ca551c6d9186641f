import '../../../lib/zod-config';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import {
  ADMIN_PRODUCT_SORTS,
  type AdminProduct,
  type AdminProductListQuery,
  PRODUCT_RESULT_WINDOW,
  PRODUCT_STATUSES,
  type ProductBulkInput,
} from '@app/contract/product';
import {
  Alert,
  Button,
  Center,
  Drawer,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/i18n/language';
import { ExportMenu } from '../../../components/ui/export-menu';
import { resultPages, totalWording } from '../../../features/product/result-pages';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { pageFromSearchParams, withPage } from '../../../components/ui/page-param';
import { Pagination } from '../../../components/ui/pagination';
import { useDialogProps } from '../../../components/ui/use-dialog-props';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { useAdminCategories } from '../../../features/category/api/get-admin-categories';
import { useExportProducts } from '../../../features/product/api/export-products';
import { categoryTree } from '../../../features/category/category-tree';
import { useAdminPlaces } from '../../../features/place/api/get-admin-places';
import { useBulkProducts } from '../../../features/product/api/bulk-products';
import { useAdminProduct } from '../../../features/product/api/get-admin-product';
import { useAdminProducts } from '../../../features/product/api/get-admin-products';
import {
  AdminProductTable,
  type TableSort,
} from '../../../features/product/components/admin-product-table';
import {
  type ProductFormValues,
  ProductForm,
  isDirty,
  productFormValues,
} from '../../../features/product/components/product-form';
import { ProductImportButton } from '../../../features/product/components/product-import-modal';
import { catalogueServerErrors } from '../../../lib/catalogue-errors';
import { AdminPageHeader } from './admin-page-header';

const PAGE_SIZE = 20;
const ID = /^[1-9]\d{0,9}$/;

const positive = (raw: string | null) => (raw !== null && ID.test(raw) ? Number(raw) : undefined);

/** The table's query from the URL; malformed values are left out rather than sent. */
function tableQuery(params: URLSearchParams): AdminProductListQuery {
  const sort = ADMIN_PRODUCT_SORTS.find((s) => s === params.get('sort')) ?? 'updatedAt';
  const status = PRODUCT_STATUSES.find((s) => s === params.get('status'));
  const keyword = params.get('keyword')?.trim().slice(0, 100) ?? '';
  return {
    ...(keyword === '' ? {} : { keyword }),
    category: positive(params.get('category')),
    place: positive(params.get('place')),
    status,
    sort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Math.min(pageFromSearchParams(params), PRODUCT_RESULT_WINDOW / PAGE_SIZE - 1),
    size: PAGE_SIZE,
  };
}

/** `?edit=new` or `?edit=<id>` opens the form; the URL says what is being edited. */
function editTarget(params: URLSearchParams): 'new' | number | null {
  const edit = params.get('edit');
  if (edit === 'new') return 'new';
  return positive(edit) ?? null;
}

/** Sets (or, with undefined, removes) query values; filters start again on the first page. */
function withValues(params: URLSearchParams, values: Record<string, string | undefined>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** /admin/product: the product table (search, filters, sort, pages, bulk actions) and the form. */
export function AdminProductPage() {
  const { t } = useTranslation('adminCatalogue');
  const { t: tErrors } = useTranslation('errors');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = tableQuery(searchParams);
  const { data, isPending, isError } = useAdminProducts(query);
  const { categories } = useAdminCategories();
  const { places } = useAdminPlaces();
  const tree = categoryTree(categories);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkAction, setBulkAction] = useState<ProductBulkInput['action'] | null>(null);
  const bulk = useBulkProducts();
  const edit = editTarget(searchParams);
  const dialogProps = useDialogProps(t('common.close'));

  const closeForm = (options?: { replace: boolean }) => {
    setSearchParams(withValues(searchParams, { edit: undefined }), options);
  };

  const filter = (values: Record<string, string | undefined>) => {
    setSelected(new Set());
    setSearchParams(withPage(withValues(searchParams, values), 0));
  };
  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    filter({ keyword: typeof keyword === 'string' ? keyword.trim() : undefined });
  };
  const filtered =
    query.keyword !== undefined ||
    query.category !== undefined ||
    query.place !== undefined ||
    query.status !== undefined;

  const runBulk = () => {
    if (bulkAction === null) return;
    bulk.mutate(
      { ids: [...selected], action: bulkAction },
      {
        onSuccess: ({ affected }) => {
          notifications.show({
            color: 'teal',
            message: t('product.bulk.done', { count: affected }),
          });
          setSelected(new Set());
          setBulkAction(null);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('product.title')} description={t('product.description')} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <form onSubmit={search} role="search" key={query.keyword ?? ''}>
            <Group gap="xs" align="flex-end">
              <TextInput
                name="keyword"
                label={t('product.searchLabel')}
                placeholder={t('product.searchPlaceholder')}
                defaultValue={query.keyword ?? ''}
                maxLength={100}
              />
              <Button
                type="submit"
                variant="light"
                leftSection={<IconSearch size={16} aria-hidden />}
              >
                {t('product.search')}
              </Button>
            </Group>
          </form>
          <NativeSelect
            label={t('product.columns.category')}
            value={query.category === undefined ? '' : String(query.category)}
            onChange={(e) => {
              filter({ category: e.currentTarget.value });
            }}
            data={[
              { value: '', label: t('product.all') },
              ...tree.flatMap((group) => [
                { value: String(group.id), label: group.name },
                ...group.children.map((c) => ({ value: String(c.id), label: `— ${c.name}` })),
              ]),
            ]}
          />
          <NativeSelect
            label={t('product.columns.place')}
            value={query.place === undefined ? '' : String(query.place)}
            onChange={(e) => {
              filter({ place: e.currentTarget.value });
            }}
            data={[
              { value: '', label: t('product.all') },
              ...places.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
          <NativeSelect
            label={t('product.columns.status')}
            value={query.status ?? ''}
            onChange={(e) => {
              filter({ status: e.currentTarget.value });
            }}
            data={[
              { value: '', label: t('product.all') },
              ...PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`product.status.${s}`) })),
            ]}
          />
        </Group>
        <Group gap="xs">
          <ProductImportButton />
          <ProductExportMenu query={query} />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              setSearchParams(withValues(searchParams, { edit: 'new' }));
            }}
          >
            {t('product.add')}
          </Button>
        </Group>
      </Group>

      {selected.size > 0 && (
        <Paper withBorder p="sm" role="region" aria-label={t('product.bulk.title')}>
          <Group gap="sm">
            <Text fw={600}>{t('product.selected', { count: selected.size })}</Text>
            {(['publish', 'unpublish', 'delete'] as const).map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'delete' ? 'filled' : 'light'}
                color={action === 'delete' ? 'red.9' : undefined}
                onClick={() => {
                  bulk.reset();
                  setBulkAction(action);
                }}
              >
                {t(`product.bulk.${action}`)}
              </Button>
            ))}
          </Group>
        </Paper>
      )}

      {data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(`product.total${totalWording(data)}`, { count: data.total })}
        </Text>
      )}
      {isPending ? (
        <Center py="xl">
          <LoadingSpinner label={t('common.loading')} />
        </Center>
      ) : isError ? null : data.items.length === 0 ? (
        <Stack align="center" py="xl" gap="xs">
          <Text>{t('product.empty')}</Text>
          {filtered && (
            <Button
              variant="light"
              onClick={() => {
                filter({
                  keyword: undefined,
                  category: undefined,
                  place: undefined,
                  status: undefined,
                });
              }}
            >
              {t('product.clearFilters')}
            </Button>
          )}
        </Stack>
      ) : (
        <AdminProductTable
          rows={data.items}
          sort={{ sort: query.sort, order: query.order }}
          onSort={(sort: TableSort) => {
            setSearchParams(withPage(withValues(searchParams, sort), 0));
          }}
          selected={selected}
          onSelect={setSelected}
          onOpen={(id) => {
            setSearchParams(withValues(searchParams, { edit: String(id) }));
          }}
        />
      )}
      {data && data.total > 0 && (
        <Pagination
          page={query.page}
          totalPages={resultPages(data.total, query.size)}
          onChange={(page) => {
            setSelected(new Set());
            setSearchParams(withPage(searchParams, page));
          }}
        />
      )}

      {bulkAction !== null && (
        <ConfirmModal
          opened
          danger={bulkAction === 'delete'}
          title={t('product.bulk.title')}
          message={t(`product.bulk.confirm.${bulkAction}`, { count: selected.size })}
          confirmLabel={t(`product.bulk.${bulkAction}`)}
          cancelLabel={t('common.cancel')}
          loading={bulk.isPending}
          error={bulk.isError ? catalogueServerErrors(bulk.error, [], t, tErrors).form : null}
          onClose={() => {
            setBulkAction(null);
          }}
          onConfirm={runBulk}
        />
      )}

      <Drawer
        {...dialogProps}
        opened={edit !== null}
        onClose={() => {
          closeForm();
        }}
        position="right"
        size="xl"
        title={t(edit === 'new' ? 'product.form.createTitle' : 'product.form.editTitle')}
      >
        {edit !== null && (
          <ProductEditor
            key={String(edit)}
            id={edit === 'new' ? null : edit}
            categories={tree}
            places={places}
            onCancel={() => {
              closeForm();
            }}
            // Replaced, not pushed: going back must not reopen a form whose work is stored
            // (after a create, an empty "new product" form over the product that now exists).
            onSaved={() => {
              closeForm({ replace: true });
            }}
          />
        )}
      </Drawer>
    </Stack>
  );
}

/** Loads the product (unless new) and hands the form its starting values. */
function ProductEditor({
  id,
  categories,
  places,
  onSaved,
  onCancel,
}: {
  id: number | null;
  categories: ReturnType<typeof categoryTree>;
  places: { id: number; name: string }[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const { data, isPending, isError } = useAdminProduct(id);
  if (id !== null && isPending) {
    return (
      <Center py="xl">
        <LoadingSpinner label={t('common.loading')} />
      </Center>
    );
  }
  if (id !== null && (isError || data === undefined)) {
    return (
      <Alert color="red" role="alert">
        {t('product.form.loadFailed')}
      </Alert>
    );
  }
  return (
    <GuardedForm
      product={data ?? null}
      categories={categories}
      places={places}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

/** The form, with a warning before unsaved changes are lost (navigation, closing, reloading). */
function GuardedForm({
  product,
  categories,
  places,
  onSaved,
  onCancel,
}: {
  product: AdminProduct | null;
  categories: ReturnType<typeof categoryTree>;
  places: { id: number; name: string }[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<ProductFormValues>(() => productFormValues(product));
  const [initial] = useState(values);
  const guard = useUnsavedChangesGuard(isDirty(values, initial));

  return (
    <>
      <ProductForm
        product={product}
        values={values}
        onChange={setValues}
        categories={categories}
        places={places}
        onSaved={() => {
          guard.markSaved();
          onSaved();
        }}
        onCancel={onCancel}
      />
      {guard.dialog}
    </>
  );
}

/** Downloads the products the table's filter matches, every page of them, as .xlsx or CSV. */
function ProductExportMenu({ query }: { query: AdminProductListQuery }) {
  const { t } = useTranslation('adminCatalogue');
  const language = useLanguage();
  const exporting = useExportProducts();
  return (
    <ExportMenu
      hint={t('product.export.hint')}
      loading={exporting.isPending}
      onExport={(format) => {
        const { keyword, category, place, status } = query;
        exporting.mutate({ keyword, category, place, status, format, lang: language });
      }}
    />
  );
}
