import type { ProductCard } from '@app/contract/product';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { SectionHeading } from '../../../components/ui/section-heading';
import classes from './featured-products.module.css';

/** The products staff marked as featured, each a link to its page; nothing when there are none. */
export function FeaturedProducts({ products }: { products: ProductCard[] }) {
  const { t } = useTranslation('home');
  if (products.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="featured-products" gap="xl">
      <SectionHeading
        id="featured-products"
        eyebrow={t('featured.eyebrow')}
        title={t('featured.title')}
        description={t('featured.description')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="ul" className={classes.grid}>
        {products.map((product) => (
          <li key={product.id}>
            <Card
              component={Link}
              to={`/product/detail/${String(product.id)}`}
              withBorder
              radius="md"
              padding="md"
              className={classes.card}
            >
              <Card.Section className={classes.media}>
                {product.image === null ? (
                  <IconPackage size={48} stroke={1.2} aria-hidden />
                ) : (
                  <ResponsiveImage
                    image={product.image}
                    alt=""
                    sizes="(min-width: 62em) 25vw, (min-width: 36em) 50vw, 100vw"
                    className={classes.image}
                  />
                )}
              </Card.Section>
              {product.category !== null && (
                <Text size="xs" c="dimmed" mt="sm">
                  {product.category.name}
                </Text>
              )}
              <Text fw={700} mt={4} lineClamp={2}>
                {product.name}
              </Text>
              {product.summary !== null && (
                <Text size="sm" c="dimmed" mt={4} lineClamp={2}>
                  {product.summary}
                </Text>
              )}
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
