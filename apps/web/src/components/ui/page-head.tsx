import type { ImageRef } from '@app/contract/image';
import type { Site } from '@app/contract/site';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteIdentity } from '../../lib/site-identity';
import { previewVariant } from '../../lib/structured-data';

/**
 * An image for link previews (Open Graph), root-relative or absolute. Its size, when known, lets
 * a preview show before the image is fetched; a picture in rich text (a post's, a page's) is
 * known only by its address.
 */
export type HeadImage = { url: string; width?: number; height?: number; alt: string };

/** A library image as a link preview shows it: its rendition nearest 1200 px, with its size. */
export function headImage(image: ImageRef, fallbackAlt: string): HeadImage | undefined {
  const preview = previewVariant(image);
  return preview && { ...preview, alt: image.alt || fallbackAlt };
}

export type PageHeadProps = {
  /** The page's subject; the site's name is added ("{title} | {name}"). Omitted: the name alone. */
  title?: string;
  /** The search snippet; omitted, the site's own description. */
  description?: string;
  /** The link preview's picture; omitted, the site's default share image (if any). */
  image?: HeadImage;
  /** Open Graph type: `article` for posts; `website` otherwise. */
  type?: 'website' | 'article';
  /** Structured data (schema.org objects), written as JSON-LD. */
  jsonLd?: object[];
  /** The largest picture above the fold (`srcset` and `sizes` as on its `<img>`): preloaded. */
  preloadImage?: { srcSet: string; sizes: string };
  /** The RSS feed that follows this page (a board, the product list): path and title. */
  feed?: { path: string; title: string } | undefined;
  /** Search engines' site-verification codes (the home page carries them). */
  verification?: Site['verification'] | undefined;
  /** Pages search engines should not list (not found, forms). */
  noindex?: boolean;
  /**
   * For a page of content (a product, a post, an editable page): whether it has an English
   * version. Without one its English URL is no alternate, and points to the Korean as canonical
   * (decision 17). Interface pages leave it out: they exist in both languages.
   */
  translated?: boolean | undefined;
};

export type CollectedHead = Omit<PageHeadProps, 'title'> & { title: string };

/**
 * Set only while rendering on the server: PageHead hands its head to the page template there,
 * since the document's `<head>` is written outside React. The innermost PageHead renders last
 * and wins.
 */
export const HeadCollectorContext = createContext<((head: CollectedHead) => void) | null>(null);

/**
 * The page's `<head>`: written by the server (title, description, canonical, alternates, Open
 * Graph, JSON-LD); in the browser only the tab title follows navigation.
 */
export function PageHead({ title, ...head }: PageHeadProps) {
  const { t } = useTranslation();
  const { name } = useSiteIdentity();
  const fullTitle = title === undefined ? name : t('documentTitle', { title, name });
  useContext(HeadCollectorContext)?.({ ...head, title: fullTitle });
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
  return null;
}
