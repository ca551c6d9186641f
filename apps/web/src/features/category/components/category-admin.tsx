import type { Category } from '@app/contract/category';
import { ActionIcon, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { SortableList } from '../../../components/ui/sortable-list';
import { catalogueServerErrors } from '../../../lib/catalogue-errors';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { useReorderCategories } from '../api/reorder-categories';
import { categoryTree } from '../category-tree';
import { CategoryFormModal } from './category-form-modal';

type Dialog =
  | { kind: 'form'; category: Category | null; parentId: number | null }
  | { kind: 'delete'; category: Category }
  | null;

/** The categories as their two-level tree: create, edit, delete, and drag to reorder siblings. */
export function CategoryAdmin() {
  const { t } = useTranslation('adminCatalogue');
  const { t: tErrors } = useTranslation('errors');
  const { categories, isPending } = useCategories();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    remove.reset();
    setDialog(null);
  };

  // While a reorder saves, its siblings already show in their new order.
  const pendingOrder = reorder.isPending ? reorder.variables : undefined;
  const shown =
    pendingOrder === undefined
      ? categories
      : categories.map((c) => {
          const position = pendingOrder.indexOf(c.id);
          return position < 0 ? c : { ...c, sortOrder: position };
        });
  const tree = categoryTree([...shown].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id));
  const topLevel = shown.filter((c) => c.parentId === null);
  const deleteError = remove.isError
    ? catalogueServerErrors(remove.error, [], t, tErrors).form
    : null;

  const row = (category: Category, handle: ReactNode, extra?: ReactNode) => (
    <Group gap="sm" wrap="nowrap">
      {handle}
      <Text fw={category.parentId === null ? 700 : 500} style={{ flex: 1, minWidth: 0 }} truncate>
        {category.name}
      </Text>
      {extra}
      <ActionIcon
        variant="subtle"
        aria-label={t('common.editNamed', { name: category.name })}
        onClick={() => {
          setDialog({ kind: 'form', category, parentId: category.parentId });
        }}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('common.deleteNamed', { name: category.name })}
        onClick={() => {
          setDialog({ kind: 'delete', category });
        }}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );

  const hasChildren = (id: number | undefined) =>
    id !== undefined && categories.some((c) => c.parentId === id);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('common.dragHint')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setDialog({ kind: 'form', category: null, parentId: null });
          }}
        >
          {t('category.add')}
        </Button>
      </Group>
      {isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : tree.length === 0 ? (
        <Text c="dimmed">{t('category.empty')}</Text>
      ) : (
        <Stack gap="xs">
          <SortableList
            items={tree}
            getId={(node) => node.id}
            handleLabel={(node) => t('common.dragHandle', { name: node.name })}
            onReorder={(next) => {
              reorder.mutate(next.map((node) => node.id));
            }}
            renderItem={(node, handle) => (
              <Paper withBorder p="xs" radius="sm">
                {row(
                  node,
                  handle,
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('category.addChild', { name: node.name })}
                    onClick={() => {
                      setDialog({ kind: 'form', category: null, parentId: node.id });
                    }}
                  >
                    <IconPlus size={18} aria-hidden />
                  </ActionIcon>,
                )}
                {node.children.length > 0 && (
                  <Stack
                    gap={4}
                    mt="xs"
                    ml={36}
                    role="group"
                    aria-label={t('category.children', { name: node.name })}
                  >
                    <SortableList
                      items={node.children}
                      getId={(child) => child.id}
                      handleLabel={(child) => t('common.dragHandle', { name: child.name })}
                      onReorder={(next) => {
                        reorder.mutate(next.map((child) => child.id));
                      }}
                      renderItem={(child, childHandle) => (
                        <Paper withBorder p={6} radius="sm" bg="gray.0">
                          {row(child, childHandle)}
                        </Paper>
                      )}
                    />
                  </Stack>
                )}
              </Paper>
            )}
          />
        </Stack>
      )}
      {dialog?.kind === 'form' && (
        <CategoryFormModal
          category={dialog.category}
          parentId={dialog.parentId}
          topLevel={topLevel}
          hasChildren={hasChildren(dialog.category?.id)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          opened
          danger
          title={t('common.confirmDeleteTitle')}
          message={t('common.confirmDelete', { name: dialog.category.name })}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          loading={remove.isPending}
          error={deleteError}
          onClose={close}
          onConfirm={() => {
            remove.mutate(dialog.category.id, {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('common.deleted') });
                close();
              },
            });
          }}
        />
      )}
    </Stack>
  );
}
