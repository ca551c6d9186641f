import type { SocialLinkField } from '@app/contract/site';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandKakaoTalk,
  IconBrandYoutube,
  IconLetterN,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/ui/brand-logo';
import container from '../../components/ui/page-container.module.css';
import { useLanguage } from '../../lib/i18n/language';
import { usePublicMenus } from '../../features/menu/api/get-menus';
import { useSite } from '../../features/site/api/get-site';
import { fallbackLang, useContentLanguage } from '../../lib/content-language';
import classes from './main-footer.module.css';
import { MenuLink } from './menu-link';

/** A `tel:` address: a phone taps to call it. */
const telephone = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
const mailto = (address: string) => `mailto:${address}`;

/** Each service's mark (Naver has none in the icon set: its letter, as its logo has it). */
const SOCIAL_ICONS: Record<SocialLinkField, Icon> = {
  naverBlogUrl: IconLetterN,
  youtubeUrl: IconBrandYoutube,
  instagramUrl: IconBrandInstagram,
  facebookUrl: IconBrandFacebook,
  kakaoChannelUrl: IconBrandKakaoTalk,
};

/** The footer's menu, as staff ordered it, and the company's registered details. */
export function MainFooter() {
  const { t } = useTranslation('layout');
  const site = useSite(useLanguage()).data;
  const { footer } = usePublicMenus(useContentLanguage());
  // Only what staff entered (site settings): a site without its facts shows none, never others'.
  const details = site
    ? [
        {
          label: t('footer.company'),
          value: site.companyName,
          lang: fallbackLang(site, 'companyName'),
        },
        { label: t('footer.ceo'), value: site.ceo, lang: fallbackLang(site, 'ceo') },
        { label: t('footer.businessNumber'), value: site.businessNumber },
        { label: t('footer.mailOrderNumber'), value: site.mailOrderNumber },
        { label: t('footer.address'), value: site.address, lang: fallbackLang(site, 'address') },
        { label: t('footer.phone'), value: site.phone, href: telephone },
        { label: t('footer.fax'), value: site.fax, href: telephone },
        { label: t('footer.email'), value: site.email, href: mailto },
        {
          label: t('footer.privacyOfficer'),
          value: site.privacyOfficer,
          lang: fallbackLang(site, 'privacyOfficer'),
        },
      ].flatMap(({ value, ...detail }) => (value === null ? [] : [{ ...detail, value }]))
    : [];
  // Directions on the map services Korean visitors use, where staff gave the company's place.
  const maps = site
    ? [
        { label: t('footer.naverMap'), href: site.naverMapUrl },
        { label: t('footer.kakaoMap'), href: site.kakaoMapUrl },
      ].flatMap(({ href, label }) => (href === null ? [] : [{ href, label }]))
    : [];

  return (
    <footer className={classes.footer}>
      <div className={container.container}>
        <div className={classes.top}>
          <div className={classes.brand}>
            <BrandLogo to="/" destination={t('homeLink')} onDark />
            {site && site.socialLinks.length > 0 && (
              <ul className={classes.social} aria-label={t('footer.socialLabel')}>
                {site.socialLinks.map(({ service, url }) => {
                  const ServiceIcon = SOCIAL_ICONS[service];
                  return (
                    <li key={service}>
                      {/* `me`: the profile is the company's own, as search engines read it. */}
                      <a
                        href={url}
                        target="_blank"
                        rel="me noopener noreferrer"
                        aria-label={t('footer.newWindow', { name: t(`footer.social.${service}`) })}
                      >
                        <ServiceIcon size={20} aria-hidden />
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          {footer.length > 0 && (
            <nav aria-label={t('footer.linksLabel')}>
              <ul className={classes.links}>
                {footer.map((link, i) => (
                  <li key={`${String(i)}:${link.href}`}>
                    {/* The privacy policy stands out, as Korean guidance asks of its link. */}
                    <MenuLink
                      link={link}
                      as="plain"
                      className={link.emphasised ? classes.privacy : undefined}
                    />
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        {details.length + maps.length > 0 && (
          <address className={classes.address}>
            {details.map((detail) => (
              <span key={detail.label}>
                <span className={classes.label}>{detail.label}</span>
                {detail.href ? (
                  <a href={detail.href(detail.value)}>{detail.value}</a>
                ) : (
                  <span {...detail.lang}>{detail.value}</span>
                )}
              </span>
            ))}
            {maps.length > 0 && (
              <span>
                <span className={classes.label}>{t('footer.directions')}</span>
                {maps.map((map, i) => (
                  <span key={map.href}>
                    {i > 0 && ' · '}
                    <a href={map.href} target="_blank" rel="noopener noreferrer">
                      {map.label}
                    </a>
                  </span>
                ))}
              </span>
            )}
          </address>
        )}
        {site?.companyName && (
          <p className={classes.copyright}>{t('footer.copyright', { name: site.companyName })}</p>
        )}
      </div>
    </footer>
  );
}
