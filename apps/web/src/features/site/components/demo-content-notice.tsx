import '@mantine/core/styles/List.layer.css';
import type { SiteDemoArea } from '@app/contract/site';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { useSiteDemo } from '../api/get-site-demo';

/** Where each area is edited; the company's facts only by the top grade. */
const WHERE: Record<SiteDemoArea, string> = {
  companyFacts: '/admin/site',
  homeSections: '/admin/homeSections',
  menus: '/admin/menus',
  pages: '/admin/editPage/about',
  policies: '/admin/policies',
  places: '/admin/place',
  products: '/admin/product',
  boards: '/admin/board/1',
};

/**
 * The admin home's warning that the site still shows the demo seed's invented company in some
 * areas, each linking to where it is edited (for `canEditSite`, the company's facts too). An
 * area drops off once staff write to it; a site never seeded shows none.
 */
export function DemoContentNotice({ canEditSite }: { canEditSite: boolean }) {
  const { t } = useTranslation('adminHome');
  const areas = useSiteDemo().data?.areas ?? [];
  if (areas.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('demo.title')}
      icon={<IconAlertTriangle aria-hidden />}
      // Yellow's own shade is too pale a text on its light ground (axe: color-contrast).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      // A standing notice, named by its title: nothing to interrupt a screen reader for.
      role="region"
    >
      <Text size="sm">{t('demo.description')}</Text>
      <List size="sm" mt="xs" spacing={4}>
        {areas.map((area) => (
          <List.Item key={area}>
            {area === 'companyFacts' && !canEditSite ? (
              t(`demo.areas.${area}`)
            ) : (
              <Anchor component={Link} to={WHERE[area]} size="sm" underline="always">
                {t(`demo.areas.${area}`)}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('demo.hint')}
      </Text>
    </Alert>
  );
}
