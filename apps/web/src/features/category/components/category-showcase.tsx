import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCategory2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { SectionHeading, type SectionHeadingWords } from '../../../components/ui/section-heading';
import { fallbackLang } from '../../../lib/content-language';
import { productListHref } from '../../../lib/product-list-url';
import type { Category } from '@app/contract/category';
import { categoryTree } from '../category-tree';
import classes from './category-showcase.module.css';

const GRID_COLUMNS = { base: 1, xs: 2, md: 4 };

/**
 * Top-level categories with their subcategories, each a way into the product list. `undefined`
 * means still loading; renders nothing when there are none: the page reads fine without it.
 * `heading` is the words staff wrote over the default heading (the home page's).
 */
export function CategoryShowcase({
  categories,
  heading,
  headingLang,
}: {
  categories: Category[] | undefined;
  heading?: SectionHeadingWords;
  /** `'ko'` when `heading` is Korean on an English page. */
  headingLang?: 'ko' | undefined;
}) {
  const { t } = useTranslation('category');
  const isPending = categories === undefined;
  const tree = categoryTree(categories ?? []);
  if (!isPending && tree.length === 0) return null;

  return (
    <Stack component="section" aria-labelledby="category-showcase" gap="xl">
      <div lang={headingLang}>
        <SectionHeading
          id="category-showcase"
          eyebrow={t('showcase.eyebrow')}
          title={t('showcase.title')}
          description={t('showcase.description')}
          {...heading}
        />
      </div>
      {isPending ? (
        <SimpleGrid cols={GRID_COLUMNS}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={132} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={GRID_COLUMNS} component="ul" className={classes.list}>
          {tree.map((node) => (
            <li key={node.id}>
              <Card withBorder radius="md" padding="lg" className={classes.card}>
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                    <IconCategory2 size={20} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    <Anchor
                      component={Link}
                      to={productListHref({ category: node.id })}
                      c="inherit"
                      {...fallbackLang(node, 'name')}
                    >
                      {node.name}
                    </Anchor>
                  </Title>
                </Group>
                {node.children.length > 0 && (
                  <ul
                    className={classes.children}
                    aria-label={t('showcase.subcategories', { name: node.name })}
                  >
                    {node.children.map((child) => (
                      <li key={child.id}>
                        <Anchor
                          component={Link}
                          to={productListHref({ category: child.id })}
                          size="sm"
                          c="dimmed"
                          {...fallbackLang(child, 'name')}
                        >
                          {child.name}
                        </Anchor>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
