import type { AdminCategory } from '@app/contract/category';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useAdminBoards } from '../../../features/board/api/get-admin-boards';
import { useAdminCategories } from '../../../features/category/api/get-admin-categories';
import { useAdminMenus } from '../../../features/menu/api/admin-menus';
import type { MenuChoices } from '../../../features/menu/components/menu-choices';
import { MenuEditor } from '../../../features/menu/components/menu-editor';
import { ProductPicker } from '../../../features/product/components/product-picker';
import { formatDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/i18n/language';
import { Link } from '../../../lib/i18n/localized-navigation';
import { AdminPageHeader } from './admin-page-header';

/** Each category named under its parents ("산업 자재 › 펌프"), so same names tell apart. */
function categoryChoices(categories: readonly AdminCategory[]): MenuChoices['categories'] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const pathOf = (category: AdminCategory, seen = new Set<number>()): string => {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    if (parent === undefined || seen.has(parent.id)) return category.name;
    return `${pathOf(parent, seen.add(category.id))} › ${category.name}`;
  };
  return categories.map((c) => ({ id: c.id, name: c.name, nameEn: c.nameEn, path: pathOf(c) }));
}

/** `/admin/menus`: the header's and footer's menus, for any staff member. */
export function AdminMenusPage() {
  const { t } = useTranslation('adminPage');
  const language = useLanguage();
  const menus = useAdminMenus();
  const boards = useAdminBoards();
  const { categories, isPending: categoriesPending } = useAdminCategories();
  const pending = menus.isPending || boards.isPending || categoriesPending;
  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('menus.title')} description={t('menus.description')} />
      {pending ? (
        <Group justify="center" py="xl">
          <LoadingSpinner label={t('loading')} />
        </Group>
      ) : menus.data === undefined || boards.data === undefined ? (
        <Alert color="red">{t('failed')}</Alert>
      ) : (
        <>
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed">
              {menus.data.updatedAt === null
                ? t('menus.usingDefault')
                : t('lastSaved', { date: formatDateTime(menus.data.updatedAt, language) })}
            </Text>
            <Anchor component={Link} to="/" target="_blank" size="sm">
              <Group gap={4}>
                {t('viewPublic')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
          <MenuEditor
            menus={menus.data}
            choices={{
              boards: boards.data.map((b) => ({ id: b.id, name: b.name, nameEn: b.nameEn })),
              categories: categoryChoices(categories),
              productPicker: (props) => <ProductPicker {...props} />,
            }}
          />
        </>
      )}
    </Stack>
  );
}
