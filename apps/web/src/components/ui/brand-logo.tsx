import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/i18n/localized-navigation';
import classes from './brand-logo.module.css';
import hidden from './visually-hidden.module.css';

type BrandLogoProps = {
  to: string;
  /** Where the link leads, read after the name but not shown, e.g. "홈". */
  destination: string;
  /** Shown after the name, e.g. "관리자" in the back office. */
  suffix?: string;
};

/**
 * The company mark and name as a link. Its accessible name is the visible name and then the
 * destination ("한결산업 홈"), so voice control finds it by what it shows (WCAG 2.5.3); the
 * Latin tagline repeats the name for the eye only.
 */
export function BrandLogo({ to, destination, suffix }: BrandLogoProps) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={classes.logo}>
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--mantine-color-brand-7)" />
        <path d="M18 16h8v13h12V16h8v32h-8V36H26v12h-8z" fill="#fff" />
        <rect x="18" y="52" width="28" height="4" rx="2" fill="#4caf7d" />
      </svg>
      <span>
        <span className={classes.name}>
          {t('appName')}
          {suffix !== undefined && ` ${suffix}`}
        </span>
        <span className={hidden.hidden}> {destination}</span>
        <span className={classes.tagline} aria-hidden>
          HANGYEOL INDUSTRY
        </span>
      </span>
    </Link>
  );
}
