import type { AdminCategory } from '@app/contract/category';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueDeleteModal } from '../../../components/catalogue/catalogue-delete-modal';
import { CatalogueListFrame } from '../../../components/catalogue/catalogue-list-frame';
import { CatalogueRowActions } from '../../../components/catalogue/catalogue-row-actions';
import { SortableList } from '../../../components/ui/sortable-list';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { useReorderCategories } from '../api/reorder-categories';
import { categoryTree } from '../category-tree';
import { CategoryFormModal } from './category-form-modal';

type Dialog =
  | { kind: 'form'; category: AdminCategory | null; parentId: number | null }
  | { kind: 'delete'; category: AdminCategory }
  | null;

/** The categories as their two-level tree: create, edit, delete, and drag to reorder siblings. */
export function CategoryAdmin() {
  const { t } = useTranslation('adminCatalogue');
  const { categories, isPending } = useAdminCategories();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
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

  const row = (category: AdminCategory, handle: ReactNode, extra?: ReactNode) => (
    <Group gap="sm" wrap="nowrap">
      {handle}
      <Text fw={category.parentId === null ? 700 : 500} style={{ flex: 1, minWidth: 0 }} truncate>
        {category.name}
      </Text>
      {extra}
      <CatalogueRowActions
        name={category.name}
        onEdit={() => {
          setDialog({ kind: 'form', category, parentId: category.parentId });
        }}
        onDelete={() => {
          setDialog({ kind: 'delete', category });
        }}
      />
    </Group>
  );

  const hasChildren = (id: number | undefined) =>
    id !== undefined && categories.some((c) => c.parentId === id);

  return (
    <>
      <CatalogueListFrame
        addLabel={t('category.add')}
        emptyLabel={t('category.empty')}
        loading={isPending}
        empty={tree.length === 0}
        onAdd={() => {
          setDialog({ kind: 'form', category: null, parentId: null });
        }}
      >
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
      </CatalogueListFrame>
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
        <CatalogueDeleteModal
          id={dialog.category.id}
          name={dialog.category.name}
          deletion={remove}
          onClose={close}
        />
      )}
    </>
  );
}
