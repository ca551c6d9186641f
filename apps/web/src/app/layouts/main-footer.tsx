import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/i18n/localized-navigation';
import { BrandLogo } from '../../components/ui/brand-logo';
import container from '../../components/ui/page-container.module.css';
import { useLanguage } from '../../lib/i18n/language';
import { companyProfile } from '../../features/pages/content/company-profile';
import classes from './main-footer.module.css';

/** A `tel:` address: a phone taps to call it. */
const telephone = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** Legal links and the company's registered details, as Korean company sites show them. */
export function MainFooter() {
  const { t } = useTranslation('layout');
  const company = companyProfile[useLanguage()];
  const details = [
    { label: t('footer.company'), value: company.legalName },
    { label: t('footer.ceo'), value: company.ceo },
    { label: t('footer.businessNumber'), value: company.businessNumber },
    { label: t('footer.address'), value: company.address },
    { label: t('footer.phone'), value: company.phone, href: telephone(company.phone) },
    { label: t('footer.fax'), value: company.fax, href: telephone(company.fax) },
    { label: t('footer.email'), value: company.email, href: `mailto:${company.email}` },
  ];

  return (
    <footer className={classes.footer}>
      <div className={container.container}>
        <div className={classes.top}>
          <div className={classes.brand}>
            <BrandLogo to="/" destination={t('homeLink')} />
            <p className={classes.tagline}>{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.linksLabel')}>
            <ul className={classes.links}>
              <li>
                <Link to="/termsofservice">{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to="/privacy" className={classes.privacy}>
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link to="/about">{t('nav.about')}</Link>
              </li>
              <li>
                <Link to="/inquiries/list">{t('nav.inquiries')}</Link>
              </li>
            </ul>
          </nav>
        </div>
        <address className={classes.address}>
          {details.map((detail) => (
            <span key={detail.label}>
              <span className={classes.label}>{detail.label}</span>
              {'href' in detail ? <a href={detail.href}>{detail.value}</a> : detail.value}
            </span>
          ))}
        </address>
        <p className={classes.copyright}>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
