import { type ReactNode, Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, useBlocker } from 'react-router';
import { DEFAULT_LANGUAGE } from '../../lib/i18n/language';
import { withLanguage } from '../../lib/i18n/language-url';

// Asked only when someone leaves with unsaved work: the dialog (a modal with its scroll lock,
// 70 KB) is no part of a form page's first download, such as the public inquiry form's.
const ConfirmModal = lazy(() =>
  import('./confirm-modal').then((module) => ({ default: module.ConfirmModal })),
);

type Url = Pick<Location, 'pathname' | 'search'>;

/**
 * Whether going from one URL to the next takes the person away from the form: another path or
 * other query values. Switching language (`?lang=`) or following an anchor keeps the form open.
 */
export function leavesForm(current: Url, next: Url): boolean {
  const query = (url: Url) => withLanguage(url.search, DEFAULT_LANGUAGE);
  return current.pathname !== next.pathname || query(current) !== query(next);
}

/**
 * Keeps unsaved work from being lost: while `dirty`, leaving the form inside the app waits for
 * the person to confirm in `dialog` (render it), and the browser asks before a reload or closing
 * the tab. Call `markSaved` once a save succeeds, so a navigation that follows it goes through.
 * One guarded form at a time: the router keeps a single blocker.
 */
export function useUnsavedChangesGuard(dirty: boolean): {
  dialog: ReactNode;
  markSaved: () => void;
} {
  const { t } = useTranslation();
  // A ref, not state: the navigation that follows a save runs before the next render.
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && leavesForm(currentLocation, nextLocation),
  );

  // The browser's own "leave site?" prompt covers reloads and closing the tab.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (!saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  const dialog = blocker.state === 'blocked' && (
    <Suspense fallback={null}>
      <ConfirmModal
        opened
        danger
        title={t('unsavedChanges.title')}
        message={t('unsavedChanges.message')}
        confirmLabel={t('unsavedChanges.leave')}
        cancelLabel={t('unsavedChanges.stay')}
        onConfirm={() => {
          blocker.proceed();
        }}
        onClose={() => {
          blocker.reset();
        }}
      />
    </Suspense>
  );
  return {
    dialog,
    markSaved: () => {
      saved.current = true;
    },
  };
}
