import type { PublicMenuLink } from '@app/contract/menu';
import { fallbackLang } from '../../lib/content-language';
import { Link, NavLink } from '../../lib/i18n/localized-navigation';

type Props = {
  link: PublicMenuLink;
  className?: string | undefined;
  onClick?: (() => void) | undefined;
  /** `nav`: marked as the current page where it is (the header's menus). */
  as?: 'nav' | 'plain';
};

/**
 * A link of the menus staff edit: a path of the site through the router (keeping the page's
 * language), an outside address as it is; its label marked Korean when it fell back to it.
 */
export function MenuLink({ link, className, onClick, as = 'nav' }: Props) {
  const lang = fallbackLang(link, 'label');
  if (link.external) {
    return (
      <a href={link.href} className={className} onClick={onClick} {...lang}>
        {link.label}
      </a>
    );
  }
  const Component = as === 'nav' ? NavLink : Link;
  return (
    <Component to={link.href} className={className} onClick={onClick} {...lang}>
      {link.label}
    </Component>
  );
}
