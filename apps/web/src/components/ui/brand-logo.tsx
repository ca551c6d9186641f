import { Link } from '../../lib/i18n/localized-navigation';
import { useSiteIdentity } from '../../lib/site-identity';
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
 * The site's mark and name (site settings) as a link. Its accessible name is the visible name
 * and then the destination ("바른펌프 홈"), so voice control finds it by what it shows
 * (WCAG 2.5.3).
 */
export function BrandLogo({ to, destination, suffix }: BrandLogoProps) {
  const { name } = useSiteIdentity();
  return (
    <Link to={to} className={classes.logo}>
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--mantine-color-brand-7)" />
        {/* The name's first letter until staff upload a logo of their own. */}
        <text x="32" y="43" textAnchor="middle" fontSize="30" fontWeight="700" fill="#fff">
          {Array.from(name)[0]}
        </text>
        <rect x="18" y="52" width="28" height="4" rx="2" fill="#4caf7d" />
      </svg>
      <span>
        <span className={classes.name}>
          {name}
          {suffix !== undefined && ` ${suffix}`}
        </span>
        <span className={hidden.hidden}> {destination}</span>
      </span>
    </Link>
  );
}
