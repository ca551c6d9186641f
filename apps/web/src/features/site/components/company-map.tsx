import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/language';
import { useSiteIdentity } from '../../../lib/site-identity';
import { useSite } from '../api/get-site';
import classes from './company-map.module.css';

/**
 * The map of the company's place staff chose to embed (site settings), folded: the map service
 * hears of a visitor only when they open it, since a closed `<details>` renders nothing and the
 * frame loads lazily. Opens without JavaScript. The page's Content-Security-Policy lets this
 * one origin be framed (entry-server.tsx).
 */
export function CompanyMap() {
  const { t } = useTranslation('layout');
  const site = useSite(useLanguage()).data;
  const { name } = useSiteIdentity();
  if (!site?.mapEmbedUrl) return null;
  const host = new URL(site.mapEmbedUrl).hostname;
  return (
    <Container size="md" pb={{ base: 'xl', md: 48 }}>
      <details className={classes.map}>
        <summary>{t('map.open')}</summary>
        <p className={classes.notice}>{t('map.notice', { host })}</p>
        <iframe
          className={classes.frame}
          src={site.mapEmbedUrl}
          title={t('map.title', { name })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </details>
    </Container>
  );
}
