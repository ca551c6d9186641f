import { useTranslation } from 'react-i18next';
import classes from './korean-only-label.module.css';

/**
 * "Korean only", shown on the English site beside a page's main text that has no English
 * version yet (the API names it in `ko`, decision 17), so a reader knows the Korean is no
 * mistake. Words rather than an icon, for screen readers too; English words, so it goes beside
 * the Korean text's `lang="ko"` element, never inside it. A plain element styled by its own
 * class: it renders on the server, needs no script, and adds no Mantine styles to pages that
 * load none (the product page and cards).
 */
export function KoreanOnlyLabel({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className === undefined ? classes.label : `${classes.label} ${className}`}>
      {t('koreanOnly')}
    </span>
  );
}
