import type { PublicPopup } from '@app/contract/popup';
import { Suspense, lazy, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { srcSetOf } from '../../../components/media/responsive-image';
import { useLanguage } from '../../../lib/i18n/language';
import { mediaUrl } from '../../../lib/media-url';
import { usePopupsShowing } from '../api/get-popups-showing';
import { dismiss, isDismissed } from '../popup-dismissal';
import { POPUP_IMAGE_SIZES } from '../popup-image-sizes';

// The dialog's code loads only when there is a popup to show.
const PopupDialog = lazy(async () => {
  const module = await import('./popup-dialog');
  return { default: module.PopupDialog };
});

/** The layout's phone breakpoint (48em), where a popup for phones shows and becomes a sheet. */
const PHONE = '(max-width: 47.99em)';

/**
 * How long after the window's `load` event popups are asked for: the page's own late paints
 * (hydration, the web font) come first, and nothing of the popup is fetched before them.
 */
const SETTLE_MS = 1_500;
const subscribeToPhone = (changed: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', changed);
  return () => {
    query.removeEventListener('change', changed);
  };
};

/**
 * The screen, once the page has loaded and settled (null before, and on the server): popups are
 * asked for only then, so they never hold up the page's own text and pictures.
 */
function useLoadedDevice(): 'desktop' | 'mobile' | null {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const settle = () => {
      timer = window.setTimeout(() => {
        setLoaded(true);
      }, SETTLE_MS);
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      window.clearTimeout(timer);
    };
  }, []);
  const phone = useSyncExternalStore(
    subscribeToPhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  if (!loaded) return null;
  return phone ? 'mobile' : 'desktop';
}

/** Resolves once the picture the dialog will show is fetched and decoded, so it appears whole. */
function decodePicture(popup: PublicPopup): Promise<void> {
  if (popup.image === null) return Promise.resolve();
  const image = new Image();
  image.sizes = POPUP_IMAGE_SIZES;
  image.srcset = srcSetOf(popup.image);
  const largest = popup.image.variants.at(-1);
  if (largest !== undefined) image.src = mediaUrl(largest.url);
  return image.decode();
}

/**
 * The area (CSS px²) of the page's largest contentful paint so far, or null where the browser
 * does not tell (then nothing bounds the popup). Read once the page has loaded: the popup is
 * kept smaller, so the page's own content stays its largest paint (decision 25).
 */
function largestPaintArea(): Promise<number | null> {
  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      observer.disconnect();
      const largest = entries.getEntries().at(-1);
      resolve(
        largest !== undefined && 'size' in largest && typeof largest.size === 'number'
          ? largest.size
          : null,
      );
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // A page that painted no content yet reports nothing.
    setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, 200);
  });
}

/**
 * At most one popup at a time (decision 25): the first of those showing (the latest start)
 * that this browser has not put away, after the page has loaded. Closing it hides it for the
 * visit; "don't show again" for its days.
 */
export function SitePopup() {
  const language = useLanguage();
  const device = useLoadedDevice();
  const popups = usePopupsShowing(language, device);
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const [ready, setReady] = useState<{ id: number; maxArea: number | null } | null>(null);
  // The visit's start is the time a dismissal is weighed against: one that runs out meanwhile
  // shows the popup at the next visit, not in the middle of this one.
  const [visitStart] = useState(Date.now);
  const popup = popups?.find((p) => !closed.has(p.id) && !isDismissed(p, visitStart));

  useEffect(() => {
    if (popup === undefined) return;
    let current = true;
    Promise.all([decodePicture(popup), largestPaintArea()]).then(
      ([, area]) => {
        if (current) setReady({ id: popup.id, maxArea: area === null ? null : area * 0.9 });
      },
      () => {
        // A picture that cannot be shown: no popup rather than a broken one.
      },
    );
    return () => {
      current = false;
    };
  }, [popup]);

  const id = popup?.id;
  const close = useCallback(() => {
    if (id !== undefined) setClosed((before) => new Set(before).add(id));
  }, [id]);

  if (popup === undefined || ready?.id !== popup.id) return null;
  return (
    <Suspense>
      <PopupDialog
        popup={popup}
        maxArea={ready.maxArea}
        onClose={close}
        onDismiss={() => {
          dismiss(popup, Date.now());
          close();
        }}
      />
    </Suspense>
  );
}
