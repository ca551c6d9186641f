import type { ImageRef } from '@app/contract/image';
import type { PublicPopup } from '@app/contract/popup';
import { IconX } from '@tabler/icons-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { Link } from '../../../lib/i18n/localized-navigation';
import { POPUP_IMAGE_SIZES } from '../popup-image-sizes';
import classes from './popup-dialog.module.css';

export type PopupView = Pick<
  PublicPopup,
  'title' | 'lang' | 'kind' | 'body' | 'image' | 'link' | 'dismissDays'
>;

/** The dialog's width (popup-dialog.module.css): the screen's on phones, else 24rem at most. */
function contentWidth(): number {
  const screen = document.documentElement.clientWidth;
  const dialog = screen < 768 ? screen : Math.min(384, screen - 32);
  // Less the content's side padding (1rem each) and the border.
  return dialog - 34;
}

/**
 * Sizes that keep the picture, or the visible part of the text, within `maxArea`: a popup never
 * covers more than the page's own largest content, so it never becomes the page's largest
 * contentful paint. A picture keeps its proportions; text scrolls inside the dialog.
 */
function contentBounds(
  popup: PopupView,
  maxArea: number | null,
): { picture?: CSSProperties; content?: CSSProperties } {
  if (maxArea === null) return {};
  const width = contentWidth();
  if (popup.kind === 'image' && popup.image !== null) {
    const ratio = popup.image.width / popup.image.height;
    const pictureWidth = Math.floor(Math.min(width, Math.sqrt(maxArea * ratio)));
    return { picture: { maxWidth: `${String(pictureWidth)}px`, marginInline: 'auto' } };
  }
  return { content: { maxHeight: `${String(Math.max(48, Math.floor(maxArea / width)))}px` } };
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function PopupLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  // A site path stays in the web app (and in the visitor's language); an address leaves it.
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} rel="noopener">
      {children}
    </a>
  );
}

/**
 * A popup as visitors see it: a modal dialog named by its title. Focus moves into it and back to
 * where it was when it is closed (close button, Escape, "don't show again"); Tab stays inside.
 * A press anywhere else closes it too and goes where it was meant (the header's search, a
 * link), without taking focus back.
 */
export function PopupDialog({
  popup,
  maxArea = null,
  onClose,
  onDismiss,
}: {
  popup: PopupView;
  /** The most its picture or text may cover (CSS px²), or null for no bound (`contentBounds`). */
  maxArea?: number | null;
  onClose: () => void;
  /** "Don't show again" for `popup.dismissDays` days. */
  onDismiss: () => void;
}) {
  const { t } = useTranslation('popup');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(true);
  const contentLang = popup.lang === 'ko' ? 'ko' : undefined;
  const bounds = contentBounds(popup, maxArea);
  // The listener below is added once; it calls the latest `onClose`.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement;
    dialog.current?.focus();
    const pressedOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && dialog.current?.contains(event.target)) return;
      returnFocus.current = false;
      close.current();
    };
    document.addEventListener('pointerdown', pressedOutside, true);
    return () => {
      document.removeEventListener('pointerdown', pressedOutside, true);
      if (returnFocus.current && previous instanceof HTMLElement && previous.isConnected) {
        previous.focus();
      }
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || dialog.current === null) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (first === undefined || last === undefined) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const picture = (image: ImageRef) => (
    <ResponsiveImage
      image={image}
      sizes={POPUP_IMAGE_SIZES}
      // A picture without words of its own is named after the popup: it is the popup's content.
      alt={image.alt === '' ? popup.title : image.alt}
      className={classes.picture}
      style={bounds.picture}
    />
  );

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={classes.dialog}
      onKeyDown={onKeyDown}
    >
      <div className={classes.head}>
        <h2 id={titleId} className={classes.title} lang={contentLang}>
          {popup.title}
        </h2>
        <button type="button" className={classes.close} aria-label={t('close')} onClick={onClose}>
          <IconX size={20} aria-hidden />
        </button>
      </div>
      {/* Text held to a height scrolls: the keyboard reaches it too. */}
      <div
        className={classes.content}
        style={bounds.content}
        tabIndex={bounds.content === undefined ? undefined : 0}
      >
        {popup.kind === 'image' && popup.image !== null ? (
          popup.link === null ? (
            picture(popup.image)
          ) : (
            <PopupLink href={popup.link} className={classes.pictureLink}>
              {picture(popup.image)}
            </PopupLink>
          )
        ) : (
          <>
            <RichTextView html={popup.body ?? ''} lang={contentLang} />
            {popup.link !== null && (
              <PopupLink href={popup.link} className={classes.more}>
                {t('more')}
              </PopupLink>
            )}
          </>
        )}
      </div>
      <div className={classes.foot}>
        <button type="button" className={classes.footButton} onClick={onDismiss}>
          {popup.dismissDays === 1
            ? t('dismissToday')
            : t('dismissDays', { count: popup.dismissDays })}
        </button>
        <button type="button" className={classes.footButton} onClick={onClose}>
          {t('closeShort')}
        </button>
      </div>
    </div>
  );
}
