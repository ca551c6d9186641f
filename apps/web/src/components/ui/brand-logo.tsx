import { ResponsiveImage } from '../media/responsive-image';
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
  /** On a dark background (the footer): the logo staff gave for one. */
  onDark?: boolean;
};

/** How tall a logo picture is drawn (CSS pixels), as the letter mark. */
const LOGO_HEIGHT = 40;

/**
 * The site's logo, or its mark and name, as a link (site settings). Its accessible name is the
 * name (the logo's text alternative) and then the destination ("바른펌프 홈"), so voice control
 * finds it by what it shows (WCAG 2.5.3).
 */
export function BrandLogo({ to, destination, suffix, onDark = false }: BrandLogoProps) {
  const identity = useSiteIdentity();
  const { name } = identity;
  const logo = onDark ? identity.logoDark : identity.logo;
  if (logo !== null) {
    const width = Math.ceil((LOGO_HEIGHT * logo.width) / logo.height);
    return (
      <Link to={to} className={classes.logo}>
        <ResponsiveImage
          image={logo}
          sizes={`${String(width)}px`}
          alt={name}
          loading="eager"
          className={classes.image}
        />
        {suffix !== undefined && <span className={classes.name}>{suffix}</span>}
        <span className={hidden.hidden}> {destination}</span>
      </Link>
    );
  }
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
