import { Alert, Button, Center, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Link } from '../../../lib/i18n/localized-navigation';
import { PageHero } from '../../../components/ui/page-hero';
import { Pagination } from '../../../components/ui/pagination';
import { usePageParam } from '../../../components/ui/use-page-param';
import { useCategories } from '../../../features/category/api/get-categories';
import { categoryTree } from '../../../features/category/category-tree';
import { usePlaces } from '../../../features/place/api/get-places';
import { useProducts } from '../../../features/product/api/get-products';
import { ProductFilters } from '../../../features/product/components/product-filters';
import { ProductGrid } from '../../../features/product/components/product-grid';
import { beyondWindow, resultPages, totalWording } from '../../../features/product/result-pages';
import {
  productListQuery,
  withFilters,
  withLiteralKeyword,
  withoutFilters,
} from '../../../features/product/product-list-params';
import { SearchNotice } from '../../../features/search/components/search-notice';
import { useSearchKeyword } from '../../../features/search/hooks/use-search-keyword';
import { useItemsPerPage } from '../../../lib/items-per-page';
import { PRODUCT_LIST_PATH } from '../../../lib/product-list-url';
import { PRODUCT_RESULT_WINDOW } from '@app/contract/product-constants';

/**
 * product/list: the keyword (header search box, URL), category and place filters, sort, and
 * server pages of 20 (wide screens) or 10, all in the URL so a search can be shared. A keyword
 * the search rewrote (환풍기 for ghksvndrl) is said above the results, with a link to it as typed.
 */
export function ProductListPage() {
  const { t } = useTranslation('product');
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = useSearchKeyword();
  const [page] = usePageParam();
  const size = useItemsPerPage('product');
  const query = productListQuery(searchParams, { keyword, page, size });
  const { data, isPending, isError, refetch, isPlaceholderData } = useProducts(query);
  // In the query's language, as the route loader read them.
  const { categories } = useCategories(query.lang);
  const { places } = usePlaces(query.lang);
  const filtered = keyword !== '' || query.category !== undefined || query.place !== undefined;
  const location = useLocation();

  return (
    <>
      <PageHero
        title={t('list.title')}
        description={t('list.description')}
        head={{ feed: { path: '/rss/products', title: t('list.feed') } }}
      />
      <Container size="xl" py="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Stack gap={2}>
              {keyword !== '' && <Text fw={600}>{t('list.searching', { keyword })}</Text>}
              {data && (
                <Text c="dimmed" size="sm" aria-live="polite">
                  {t(`list.results${totalWording(data)}`, { count: data.total })}
                </Text>
              )}
            </Stack>
            <ProductFilters
              categories={categoryTree(categories)}
              places={places}
              values={{ category: query.category, place: query.place, sort: query.sort }}
              kept={withoutFilters(searchParams)}
              onChange={(values) => {
                setSearchParams(withFilters(searchParams, values));
              }}
            />
          </Group>

          {/* A live region that is always there, so a screen reader hears how the next search
              was understood; the last one's notice would mislead while the next one loads. */}
          <div aria-live="polite">
            {data && !isPlaceholderData && (
              <SearchNotice
                understood={data.understood}
                typedHref={{
                  pathname: PRODUCT_LIST_PATH,
                  search: `?${withLiteralKeyword(searchParams).toString()}`,
                }}
              />
            )}
          </div>

          {isPending ? (
            <Center py="xl">
              <LoadingSpinner label={t('list.title')} />
            </Center>
          ) : isError ? (
            <Alert color="red" role="alert" title={t('list.loadFailed')}>
              <Button variant="light" color="red" mt="xs" onClick={() => void refetch()}>
                {t('list.retry')}
              </Button>
            </Alert>
          ) : data.items.length === 0 ? (
            <Stack align="center" py="xl" gap="xs">
              <Text fw={600}>{t('list.empty')}</Text>
              <Text c="dimmed">{t('list.emptyHint')}</Text>
              {filtered && (
                <Button component={Link} to={PRODUCT_LIST_PATH} variant="light" mt="sm">
                  {t('list.clearFilters')}
                </Button>
              )}
            </Stack>
          ) : (
            <div style={{ opacity: isPlaceholderData ? 0.6 : 1 }} aria-busy={isPlaceholderData}>
              <ProductGrid
                products={data.items}
                eagerCount={2}
                highlight={data.understood?.highlight}
                listReturn={{ list: location.pathname + location.search, direct: true }}
              />
            </div>
          )}

          {data && data.total > 0 && (
            <Pagination page={query.page} totalPages={resultPages(data.total, query.size)} />
          )}
          {data && beyondWindow(data.total) && (
            <Text size="sm" c="dimmed" ta="center">
              {t('list.window', { limit: PRODUCT_RESULT_WINDOW })}
            </Text>
          )}
        </Stack>
      </Container>
    </>
  );
}
