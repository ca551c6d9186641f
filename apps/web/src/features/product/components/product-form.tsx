import '../../../lib/zod-config';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import type { ImageRef } from '@app/contract/image';
import {
  type AdminProduct,
  PRODUCT_CODE_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_SPECS_MAX,
  PRODUCT_STATUSES,
  type ProductStatus,
  productInputSchema,
} from '@app/contract/product';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Input,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoPlus, IconPlus, IconX } from '@tabler/icons-react';
import { type SubmitEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/media/image-picker';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { FormActions } from '../../../components/ui/form-actions';
import { SortableList } from '../../../components/ui/sortable-list';
import { catalogueFieldErrors, catalogueServerErrors } from '../../../lib/catalogue-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSaveProduct } from '../api/save-product';
import type { CategoryGroup, FilterOption } from './product-filters';

const FIELDS = [
  'name',
  'code',
  'summary',
  'description',
  'categoryId',
  'placeId',
  'specs',
  'imageIds',
  'status',
  'featured',
  'sortOrder',
] as const;
type Field = (typeof FIELDS)[number];

type SpecRow = { key: number; label: string; value: string };

export type ProductFormValues = {
  name: string;
  code: string;
  summary: string;
  description: string;
  categoryId: string;
  placeId: string;
  specs: SpecRow[];
  images: ImageRef[];
  status: ProductStatus;
  featured: boolean;
  sortOrder: number;
};

let specKeys = 0;
const specRow = (label = '', value = ''): SpecRow => ({ key: (specKeys += 1), label, value });

/** The form's starting values: the stored product, or an empty draft. */
export function productFormValues(product: AdminProduct | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    code: product?.code ?? '',
    summary: product?.summary ?? '',
    description: product?.description ?? '',
    categoryId: product === null ? '' : String(product.categoryId),
    placeId: product?.placeId == null ? '' : String(product.placeId),
    specs: (product?.specs ?? []).map((s) => specRow(s.label, s.value)),
    images: product?.images ?? [],
    status: product?.status ?? 'draft',
    featured: product?.featured ?? false,
    sortOrder: product?.sortOrder ?? 0,
  };
}

/** Whether the values differ from where the form started (spec row keys aside). */
export function isDirty(values: ProductFormValues, initial: ProductFormValues): boolean {
  const comparable = (v: ProductFormValues) =>
    JSON.stringify({
      ...v,
      specs: v.specs.map(({ label, value }) => ({ label, value })),
      images: v.images.map((image) => image.id),
    });
  return comparable(values) !== comparable(initial);
}

/**
 * The product form: name, summary, rich-text description, category, place, specs (add, remove,
 * drag to reorder), gallery (pick or upload from the library, drag to reorder, the first is the
 * main picture), visibility, featured and sort order. The contract schema checks it here and
 * the server checks it again.
 */
export function ProductForm({
  product,
  values,
  onChange,
  categories,
  places,
  onSaved,
  onCancel,
}: {
  product: AdminProduct | null;
  values: ProductFormValues;
  onChange: (values: ProductFormValues) => void;
  categories: CategoryGroup[];
  places: FilterOption[];
  onSaved: (saved: AdminProduct) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const { t: tErrors } = useTranslation('errors');
  const save = useSaveProduct();
  const { errors, formError, check, showRefusal } = useFormErrors<Field>();
  const [picking, setPicking] = useState(false);
  const specsLabel = useId();
  const galleryLabel = useId();
  const set = (patch: Partial<ProductFormValues>) => {
    onChange({ ...values, ...patch });
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = check(
      productInputSchema.safeParse({
        name: values.name,
        code: values.code,
        summary: values.summary,
        description: values.description,
        categoryId: values.categoryId === '' ? undefined : Number(values.categoryId),
        placeId: values.placeId === '' ? null : Number(values.placeId),
        specs: values.specs.map(({ label, value }) => ({ label, value })),
        imageIds: values.images.map((image) => image.id),
        status: values.status,
        featured: values.featured,
        sortOrder: values.sortOrder,
      }),
      (issues) => catalogueFieldErrors(issues, FIELDS, t),
    );
    if (input === null) return;
    save.mutate(
      { id: product?.id ?? null, input },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: t('common.saved') });
          onSaved(saved);
        },
        onError: (error) => {
          showRefusal(catalogueServerErrors(error, FIELDS, t, tErrors));
        },
      },
    );
  };

  const updateSpec = (key: number, patch: Partial<SpecRow>) => {
    set({ specs: values.specs.map((s) => (s.key === key ? { ...s, ...patch } : s)) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('product.form.name')}
          value={values.name}
          onChange={(e) => {
            set({ name: e.currentTarget.value });
          }}
          error={errors.name}
          required
          maxLength={200}
          data-autofocus
        />
        <TextInput
          label={t('product.form.code')}
          description={t('product.form.codeHint')}
          value={values.code}
          onChange={(e) => {
            set({ code: e.currentTarget.value });
          }}
          error={errors.code}
          maxLength={PRODUCT_CODE_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        <Textarea
          label={t('product.form.summary')}
          value={values.summary}
          onChange={(e) => {
            set({ summary: e.currentTarget.value });
          }}
          error={errors.summary}
          maxLength={500}
          autosize
          minRows={2}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('product.form.category')}
            value={values.categoryId}
            onChange={(e) => {
              set({ categoryId: e.currentTarget.value });
            }}
            error={errors.categoryId}
            required
            data={[
              { value: '', label: '—' },
              ...categories.map((group) =>
                group.children.length === 0
                  ? { value: String(group.id), label: group.name }
                  : {
                      group: group.name,
                      items: [group, ...group.children].map((c) => ({
                        value: String(c.id),
                        label: c.name,
                      })),
                    },
              ),
            ]}
          />
          <NativeSelect
            label={t('product.form.place')}
            value={values.placeId}
            onChange={(e) => {
              set({ placeId: e.currentTarget.value });
            }}
            error={errors.placeId}
            data={[
              { value: '', label: t('product.form.noPlace') },
              ...places.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
        </SimpleGrid>
        <RichTextEditor
          label={t('product.form.description')}
          value={values.description}
          onChange={(description) => {
            set({ description });
          }}
          error={errors.description}
          withImages
          minHeight={200}
        />

        <Stack gap="xs" role="group" aria-labelledby={specsLabel}>
          <Group justify="space-between">
            <Input.Label id={specsLabel}>{t('product.form.specs')}</Input.Label>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={values.specs.length >= PRODUCT_SPECS_MAX}
              onClick={() => {
                set({ specs: [...values.specs, specRow()] });
              }}
            >
              {t('product.form.addSpec')}
            </Button>
          </Group>
          {values.specs.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('product.form.noSpecs')}
            </Text>
          ) : (
            <SortableList
              items={values.specs}
              getId={(s) => s.key}
              handleLabel={(s) =>
                t('common.dragHandle', {
                  name:
                    s.label || t('product.form.specRow', { index: values.specs.indexOf(s) + 1 }),
                })
              }
              onReorder={(specs) => {
                set({ specs });
              }}
              renderItem={(spec, handle, index) => (
                <Group gap="xs" wrap="nowrap" mb={6} align="flex-start">
                  {handle}
                  <TextInput
                    aria-label={`${t('product.form.specRow', { index: index + 1 })} ${t('product.form.specLabel')}`}
                    placeholder={t('product.form.specLabel')}
                    value={spec.label}
                    maxLength={50}
                    onChange={(e) => {
                      updateSpec(spec.key, { label: e.currentTarget.value });
                    }}
                    style={{ flex: 1 }}
                  />
                  <TextInput
                    aria-label={`${t('product.form.specRow', { index: index + 1 })} ${t('product.form.specValue')}`}
                    placeholder={t('product.form.specValue')}
                    value={spec.value}
                    maxLength={200}
                    onChange={(e) => {
                      updateSpec(spec.key, { value: e.currentTarget.value });
                    }}
                    style={{ flex: 2 }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={t('product.form.removeSpec', { index: index + 1 })}
                    onClick={() => {
                      set({ specs: values.specs.filter((s) => s.key !== spec.key) });
                    }}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            />
          )}
          {errors.specs !== undefined && (
            <Text size="sm" c="red.9" role="alert">
              {errors.specs}
            </Text>
          )}
        </Stack>

        <Stack gap="xs" role="group" aria-labelledby={galleryLabel}>
          <Group justify="space-between">
            <Input.Label id={galleryLabel}>{t('product.form.gallery')}</Input.Label>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPhotoPlus size={14} aria-hidden />}
              disabled={values.images.length >= PRODUCT_IMAGES_MAX}
              onClick={() => {
                setPicking(true);
              }}
            >
              {t('product.form.addImages')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {values.images.length === 0
              ? t('product.form.noImages')
              : t('product.form.galleryHint')}
          </Text>
          {values.images.length > 0 && (
            <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
              <SortableList
                layout="grid"
                items={values.images}
                getId={(image) => image.id}
                handleLabel={(image) =>
                  t('common.dragHandle', {
                    name: t('product.form.image', { index: values.images.indexOf(image) + 1 }),
                  })
                }
                onReorder={(images) => {
                  set({ images });
                }}
                renderItem={(image, handle, index) => (
                  <Stack
                    gap={2}
                    p={4}
                    style={{
                      border: '1px solid var(--mantine-color-gray-3)',
                      borderRadius: 'var(--mantine-radius-sm)',
                    }}
                  >
                    <div style={{ aspectRatio: '4 / 3', overflow: 'hidden', borderRadius: 4 }}>
                      <ResponsiveImage
                        image={image}
                        sizes="160px"
                        alt={t('product.form.image', { index: index + 1 })}
                        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                      />
                    </div>
                    <Group gap={2} justify="space-between" wrap="nowrap">
                      {handle}
                      {index === 0 && (
                        <Badge size="xs" variant="filled">
                          {t('product.form.main')}
                        </Badge>
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={t('product.form.removeImage', { index: index + 1 })}
                        onClick={() => {
                          set({ images: values.images.filter((i) => i.id !== image.id) });
                        }}
                      >
                        <IconX size={14} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Stack>
                )}
              />
            </SimpleGrid>
          )}
          {errors.imageIds !== undefined && (
            <Text size="sm" c="red.9" role="alert">
              {errors.imageIds}
            </Text>
          )}
          <ImagePicker
            opened={picking}
            multiple
            onClose={() => {
              setPicking(false);
            }}
            onPick={(picked) => {
              const known = new Set(values.images.map((image) => image.id));
              const added = picked.filter((image) => !known.has(image.id));
              set({
                images: [...values.images, ...added].slice(0, PRODUCT_IMAGES_MAX),
              });
              setPicking(false);
            }}
          />
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
          <Input.Wrapper label={t('product.form.status')}>
            <SegmentedControl
              fullWidth
              value={values.status}
              onChange={(status) => {
                set({ status: PRODUCT_STATUSES.find((s) => s === status) ?? 'draft' });
              }}
              data={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`product.status.${s}`) }))}
            />
          </Input.Wrapper>
          <NumberInput
            label={t('product.form.sortOrder')}
            description={t('product.form.sortOrderHint')}
            value={values.sortOrder}
            min={0}
            max={1_000_000}
            allowDecimal={false}
            onChange={(value) => {
              set({ sortOrder: typeof value === 'number' ? value : 0 });
            }}
            error={errors.sortOrder}
          />
          <Switch
            label={t('product.form.featured')}
            checked={values.featured}
            onChange={(e) => {
              set({ featured: e.currentTarget.checked });
            }}
          />
        </SimpleGrid>

        <FormActions
          error={formError}
          cancelLabel={t('common.cancel')}
          submitLabel={t('common.save')}
          submitting={save.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
