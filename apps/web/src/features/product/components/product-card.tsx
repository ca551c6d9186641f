import type { ProductCard as ProductCardData } from '@app/contract/product';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { HighlightedText } from '../../../components/ui/highlighted-text';
import { KoreanOnlyLabel } from '../../../components/ui/korean-only-label';
import { fallbackLang, fellBack } from '../../../lib/content-language';
import { productDetailPath } from '../../../lib/product-paths';
import type { ListReturn } from '../list-return';
import hidden from '../../../components/ui/visually-hidden.module.css';
import classes from './product-card.module.css';

/** Card widths in the grid, so the browser fetches the smallest variant that fills one. */
const CARD_SIZES =
  '(min-width: 1500px) 20vw, (min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw';

const NOTHING_MARKED: readonly string[] = [];

/**
 * One product in a grid: main picture in a fixed frame, name, category and place; a link to its
 * page. On the English site a name with no English version is marked "Korean only". `eager` for
 * a card on the first screen: its picture is fetched at once, first. `highlight`: the words a
 * search found, marked in the name and the code. `listReturn`: the list the product page's
 * 목록으로 leads back to.
 */
export function ProductCard({
  product,
  eager = false,
  highlight = NOTHING_MARKED,
  listReturn,
}: {
  product: ProductCardData;
  eager?: boolean;
  highlight?: readonly string[];
  listReturn?: ListReturn | undefined;
}) {
  const { t } = useTranslation('product');
  // Each name marked on its own: one may be English and the other Korean.
  const meta = [product.category, product.place].filter((named) => named !== null);
  return (
    <Link to={productDetailPath(product.id)} state={listReturn} className={classes.card}>
      <div className={classes.frame}>
        {product.image ? (
          <ResponsiveImage
            image={product.image}
            sizes={CARD_SIZES}
            loading={eager ? 'eager' : 'lazy'}
            alt=""
            className={classes.image}
            style={{ height: '100%' }}
          />
        ) : (
          <div className={classes.placeholder}>
            <IconPhotoOff size={32} aria-label={t('card.noImage')} />
          </div>
        )}
      </div>
      <div className={classes.body}>
        {product.code !== null && (
          <p className={`${classes.text} ${classes.code}`}>
            <span className={hidden.hidden}>{t('card.code')} </span>
            <HighlightedText text={product.code} words={highlight} />
          </p>
        )}
        <p className={`${classes.text} ${classes.name}`} {...fallbackLang(product, 'name')}>
          <HighlightedText text={product.name} words={highlight} />
        </p>
        {fellBack(product, 'name') && <KoreanOnlyLabel />}
        {meta.length > 0 && (
          <p className={`${classes.text} ${classes.meta}`}>
            {meta.map((named, index) => (
              <span key={named.id}>
                {index > 0 && ' · '}
                <span {...fallbackLang(named, 'name')}>{named.name}</span>
              </span>
            ))}
          </p>
        )}
      </div>
    </Link>
  );
}
