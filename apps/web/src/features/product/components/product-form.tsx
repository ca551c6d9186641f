import '../../../lib/zod-config';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import type { ImageRef } from '@app/contract/image';
import {
  type AdminProduct,
  PRODUCT_CODE_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_STATUSES,
  PRODUCT_SUMMARY_MAX,
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
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type SubmitEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ImagePicker } from '../../../components/media/image-picker';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { FormActions } from '../../../components/ui/form-actions';
import { LanguagePair, useEnglishLabel } from '../../../components/ui/language-pair';
import { SortableList } from '../../../components/ui/sortable-list';
import { catalogueFieldErrors, catalogueServerErrors } from '../../../lib/catalogue-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSaveProduct } from '../api/save-product';
import { type SpecRow, specIssuePlace, specRowValues, specRowsOf, specsInput } from '../spec-rows';
import type { CategoryGroup, FilterOption } from './product-filters';
import { type SpecCell, ProductSpecsField } from './product-specs-field';

const FIELDS = [
  'name',
  'nameEn',
  'code',
  'summary',
  'summaryEn',
  'description',
  'descriptionEn',
  'categoryId',
  'placeId',
  'specs',
  'specsEn',
  'imageIds',
  'status',
  'featured',
  'sortOrder',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * Each `…En` is the English version of its Korean field (decision 17); empty means none. The
 * spec rows hold both languages (`SpecRow`).
 */
export type ProductFormValues = {
  name: string;
  nameEn: string;
  code: string;
  summary: string;
  summaryEn: string;
  description: string;
  descriptionEn: string;
  categoryId: string;
  placeId: string;
  specs: SpecRow[];
  images: ImageRef[];
  status: ProductStatus;
  featured: boolean;
  sortOrder: number;
};

/** The form's starting values: the stored product, or an empty draft. */
export function productFormValues(product: AdminProduct | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    nameEn: product?.nameEn ?? '',
    code: product?.code ?? '',
    summary: product?.summary ?? '',
    summaryEn: product?.summaryEn ?? '',
    description: product?.description ?? '',
    descriptionEn: product?.descriptionEn ?? '',
    categoryId: product === null ? '' : String(product.categoryId),
    placeId: product?.placeId == null ? '' : String(product.placeId),
    specs: specRowsOf(product?.specs ?? [], product?.specsEn ?? []),
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
      specs: specRowValues(v.specs),
      images: v.images.map((image) => image.id),
    });
  return comparable(values) !== comparable(initial);
}

/**
 * The first issue the schema found in the spec rows, as a message naming the row and the part,
 * and the field to mark; null when the rows are fine.
 */
function specError(
  issues: readonly z.core.$ZodIssue[],
  rows: readonly SpecRow[],
  t: TFunction<'adminCatalogue'>,
): { message: string; cell: SpecCell | null } | null {
  for (const issue of issues) {
    const place = specIssuePlace(issue);
    if (place === null) continue;
    const key = rows[place.index]?.key;
    const index = place.index + 1;
    const part = t(`product.form.specPart.${place.part}`);
    const message =
      issue.code === 'too_big'
        ? t('validation.specTooLong', { index, part, max: Number(issue.maximum) })
        : t('validation.specRequired', { index, part });
    return { message, cell: key === undefined ? null : { key, part: place.part } };
  }
  return null;
}

/**
 * The product form: name, summary and rich-text description, each beside its English version;
 * specs (one list, each row in both languages; add, remove, drag to reorder); category, place,
 * gallery (pick or upload from the library, drag to reorder, the first is the main picture),
 * visibility, featured and sort order. The contract schema checks it here and the server checks
 * it again.
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
  const inEnglish = useEnglishLabel();
  const save = useSaveProduct();
  const { errors, formError, check, showRefusal } = useFormErrors<Field>();
  const [picking, setPicking] = useState(false);
  const [invalidSpec, setInvalidSpec] = useState<SpecCell | null>(null);
  const galleryLabel = useId();
  const set = (patch: Partial<ProductFormValues>) => {
    onChange({ ...values, ...patch });
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setInvalidSpec(null);
    const input = check(
      productInputSchema.safeParse({
        name: values.name,
        nameEn: values.nameEn,
        code: values.code,
        summary: values.summary,
        summaryEn: values.summaryEn,
        description: values.description,
        descriptionEn: values.descriptionEn,
        categoryId: values.categoryId === '' ? undefined : Number(values.categoryId),
        placeId: values.placeId === '' ? null : Number(values.placeId),
        ...specsInput(values.specs),
        imageIds: values.images.map((image) => image.id),
        status: values.status,
        featured: values.featured,
        sortOrder: values.sortOrder,
      }),
      (issues) => {
        const fieldErrors = catalogueFieldErrors(issues, FIELDS, t);
        const spec = specError(issues, values.specs, t);
        setInvalidSpec(spec?.cell ?? null);
        return spec === null ? fieldErrors : { ...fieldErrors, specs: spec.message };
      },
    );
    if (input === null) return;
    save.mutate(
      { id: product?.id ?? null, input },
      {
        onSuccess: (saved) => {
          // A draft is saved but not on the site: staff must not think visitors see it.
          const message = saved.status === 'draft' ? t('product.savedDraft') : t('common.saved');
          notifications.show({ color: 'teal', message });
          onSaved(saved);
        },
        onError: (error) => {
          showRefusal(catalogueServerErrors(error, FIELDS, t, tErrors));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <LanguagePair>
          <TextInput
            label={t('product.form.name')}
            value={values.name}
            onChange={(e) => {
              set({ name: e.currentTarget.value });
            }}
            error={errors.name}
            required
            maxLength={PRODUCT_NAME_MAX}
            data-autofocus
          />
          <TextInput
            label={inEnglish(t('product.form.name'))}
            lang="en"
            value={values.nameEn}
            onChange={(e) => {
              set({ nameEn: e.currentTarget.value });
            }}
            error={errors.nameEn}
            maxLength={PRODUCT_NAME_MAX}
          />
        </LanguagePair>
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
        <LanguagePair>
          <Textarea
            label={t('product.form.summary')}
            value={values.summary}
            onChange={(e) => {
              set({ summary: e.currentTarget.value });
            }}
            error={errors.summary}
            maxLength={PRODUCT_SUMMARY_MAX}
            autosize
            minRows={2}
          />
          <Textarea
            label={inEnglish(t('product.form.summary'))}
            lang="en"
            value={values.summaryEn}
            onChange={(e) => {
              set({ summaryEn: e.currentTarget.value });
            }}
            error={errors.summaryEn}
            maxLength={PRODUCT_SUMMARY_MAX}
            autosize
            minRows={2}
          />
        </LanguagePair>
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
        <LanguagePair>
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
          <RichTextEditor
            label={inEnglish(t('product.form.description'))}
            value={values.descriptionEn}
            onChange={(descriptionEn) => {
              set({ descriptionEn });
            }}
            error={errors.descriptionEn}
            withImages
            minHeight={200}
          />
        </LanguagePair>

        <ProductSpecsField
          specs={values.specs}
          onChange={(specs) => {
            set({ specs });
          }}
          error={errors.specs ?? errors.specsEn}
          invalid={invalidSpec}
        />

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
