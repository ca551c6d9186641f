import type { ProductDetail as ProductDetailData } from '@app/contract/product';
import { Alert, Badge, Button, Container } from '@mantine/core';
import { IconArrowLeft, IconMessageQuestion } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Link, Navigate } from '../../../lib/i18n/localized-navigation';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { PageHead, headImage } from '../../../components/ui/page-head';
import { KoreanOnlyLabel } from '../../../components/ui/korean-only-label';
import { PageLoader } from '../../../components/ui/page-loader';
import { useProduct } from '../../../features/product/api/get-product';
import {
  GALLERY_SIZES,
  ProductGallery,
} from '../../../features/product/components/product-gallery';
import { srcSetOf } from '../../../components/media/responsive-image';
import { ProductGrid } from '../../../features/product/components/product-grid';
import { ProductSpecs } from '../../../features/product/components/product-specs';
import { type ListReturn, listReturnOf } from '../../../features/product/list-return';
import { productDetailPath, productInquiryPath } from '../../../lib/product-paths';
import { breadcrumbs, excerpt, product as productData } from '../../../lib/structured-data';
import { isApiError } from '../../../lib/api-error';
import { useSiteIdentity } from '../../../lib/site-identity';
import { fallbackLang, fellBack, useContentLanguage } from '../../../lib/content-language';
import { PRODUCT_LIST_PATH, productListHref } from '../../../lib/product-list-url';
import container from '../../../components/ui/page-container.module.css';
import { NotFoundPage } from './not-found-page';
import classes from './product-detail-page.module.css';

const ID = /^[1-9]\d{0,9}$/;

/** product/detail/{id}: no id goes to the list; an unknown or unpublished one is "not found". */
export function ProductDetailPage() {
  const { id } = useParams();
  if (id === undefined) return <Navigate to={PRODUCT_LIST_PATH} replace />;
  if (!ID.test(id) || Number(id) > 2_147_483_647) return <NotFoundPage />;
  return <ProductDetail id={Number(id)} />;
}

/** Title, description, preview image and structured data (Product, BreadcrumbList). */
function ProductHead({ product }: { product: ProductDetailData }) {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');
  const { ownName } = useSiteIdentity();
  const path = productDetailPath(product.id);
  const description = product.summary ?? (excerpt(product.description) || product.name);
  const main = product.images[0] ?? product.image;
  const image = main ? headImage(main, product.name) : undefined;
  return (
    <PageHead
      title={product.name}
      description={description}
      translated={product.hasEnglish}
      {...(image ? { image } : {})}
      {...(product.images[0]
        ? { preloadImage: { srcSet: srcSetOf(product.images[0]), sizes: GALLERY_SIZES } }
        : {})}
      jsonLd={[
        productData({
          name: product.name,
          code: product.code,
          description,
          images: product.images,
          category: product.category?.name ?? null,
          brand: ownName,
          path,
        }),
        breadcrumbs([
          { name: t('breadcrumbHome'), path: '/' },
          { name: tl('nav.products'), path: PRODUCT_LIST_PATH },
          ...(product.category
            ? [
                {
                  name: product.category.name,
                  path: productListHref({ category: product.category.id }),
                },
              ]
            : []),
          { name: product.name, path },
        ]),
      ]}
    />
  );
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * 목록으로: the list the product was opened from, with its filters and page (straight back in
 * history when it is the previous entry, so its scroll position returns too), else the whole list.
 */
function BackToList({ from }: { from: ListReturn | null }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  return (
    <Link
      to={from?.list ?? PRODUCT_LIST_PATH}
      className={`mantine-focus-auto ${classes.back}`}
      onClick={(event) => {
        if (!from?.direct || !plainClick(event)) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <div className={classes.backLabel}>
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.backToList')}
      </div>
    </Link>
  );
}

function ProductDetail({ id }: { id: number }) {
  const { t } = useTranslation('product');
  const { data: product, isPending, error, refetch } = useProduct(id, useContentLanguage());
  const from = listReturnOf(useLocation().state);

  if (isPending) return <PageLoader />;
  if (error !== null) {
    if (isApiError(error) && error.status === 404) return <NotFoundPage />;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" title={t('detail.loadFailed')}>
          <Button variant="light" color="red" mt="xs" onClick={() => void refetch()}>
            {t('detail.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }

  return (
    <div className={`${container.container} ${classes.page}`}>
      <ProductHead product={product} />
      <div className={classes.stack}>
        <BackToList from={from} />
        <div className={classes.columns}>
          <ProductGallery images={product.images} name={product.name} />
          <div>
            <div className={classes.details}>
              <div className={classes.headingRow}>
                <h1 className={classes.title} {...fallbackLang(product, 'name')}>
                  {product.name}
                </h1>
                {fellBack(product, 'name') && <KoreanOnlyLabel />}
              </div>
              {product.code !== null && (
                <p className={`${classes.text} ${classes.code}`}>
                  {t('detail.code')}: <span className={classes.codeValue}>{product.code}</span>
                </p>
              )}
              {product.summary !== null && (
                <p
                  className={`${classes.text} ${classes.summary}`}
                  {...fallbackLang(product, 'summary')}
                >
                  {product.summary}
                </p>
              )}
              <div className={classes.badges}>
                {product.category && (
                  <Badge
                    component={Link}
                    to={productListHref({ category: product.category.id })}
                    variant="light"
                    style={{ cursor: 'pointer' }}
                  >
                    {t('detail.category')}:{' '}
                    <span {...fallbackLang(product.category, 'name')}>{product.category.name}</span>
                  </Badge>
                )}
                {product.place && (
                  <Badge
                    component={Link}
                    to={productListHref({ place: product.place.id })}
                    variant="outline"
                    style={{ cursor: 'pointer' }}
                  >
                    {t('detail.place')}:{' '}
                    <span {...fallbackLang(product.place, 'name')}>{product.place.name}</span>
                  </Badge>
                )}
              </div>
              <ProductSpecs specs={product.specs} />
              <Button
                component={Link}
                to={productInquiryPath(product.id)}
                size="md"
                leftSection={<IconMessageQuestion size={18} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('detail.inquire')}
              </Button>
            </div>
          </div>
        </div>
        {product.description !== '' && (
          <section aria-labelledby="product-description">
            <div className={`${classes.headingRow} ${classes.sectionHeading}`}>
              <h2 className={classes.sectionTitle} id="product-description">
                {t('detail.description')}
              </h2>
              {fellBack(product, 'description') && <KoreanOnlyLabel />}
            </div>
            <RichTextView html={product.description} {...fallbackLang(product, 'description')} />
          </section>
        )}
        {product.related.length > 0 && (
          <section aria-labelledby="related-products">
            <h2 className={classes.sectionTitle} id="related-products">
              {t('detail.related')}
            </h2>
            <ProductGrid
              products={product.related}
              listReturn={from ? { ...from, direct: false } : undefined}
            />
          </section>
        )}
      </div>
    </div>
  );
}
