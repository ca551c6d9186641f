import type { PublicPopup } from '@app/contract/popup';
import { IconX } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
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
  onClose,
  onDismiss,
}: {
  popup: PopupView;
  onClose: () => void;
  /** "Don't show again" for `popup.dismissDays` days. */
  onDismiss: () => void;
}) {
  const { t } = useTranslation('popup');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(true);
  const contentLang = popup.lang === 'ko' ? 'ko' : undefined;
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
      <div className={classes.content}>
        {popup.kind === 'image' && popup.image !== null ? (
          popup.link === null ? (
            <ResponsiveImage
              image={popup.image}
              sizes={POPUP_IMAGE_SIZES}
              className={classes.picture}
            />
          ) : (
            <PopupLink href={popup.link} className={classes.pictureLink}>
              <ResponsiveImage
                image={popup.image}
                sizes={POPUP_IMAGE_SIZES}
                // A picture without words of its own is named after the popup.
                alt={popup.image.alt === '' ? popup.title : popup.image.alt}
                className={classes.picture}
              />
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
