import type { ViewedProduct } from '@app/contract/stats';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';

/** The most viewed products, each linking to its public page (drafts to the admin list). */
export function MostViewedProducts({ products }: { products: ViewedProduct[] }) {
  const { t } = useTranslation('adminHome');
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="most-viewed-title"
    >
      <Title order={2} size="h4" id="most-viewed-title" mb="md">
        {t('mostViewed.title')}
      </Title>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mostViewed.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {products.map((product) => (
            <Group key={product.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={
                    product.status === 'published'
                      ? `/product/detail/${String(product.id)}`
                      : '/admin/product'
                  }
                  size="sm"
                  lineClamp={1}
                >
                  {product.name}
                </Anchor>
                {product.status === 'draft' && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('mostViewed.draft')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('mostViewed.views', { count: product.viewCount })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
