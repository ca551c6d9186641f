import type { Page, PageSlug } from '@app/contract/page';
import { Alert, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { KoreanOnlyLabel } from '../../../components/ui/korean-only-label';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHero } from '../../../components/ui/page-hero';
import { fallbackLang, fellBack, useContentLanguage } from '../../../lib/content-language';
import { excerpt } from '../../../lib/structured-data';
import { usePage } from '../api/get-page';
import classes from './editable-page-view.module.css';

/** A page's search snippet and link preview: its summary, else the start of its text. */
function pageHead(page: Page) {
  const description = page.metaDescription || excerpt(page.content);
  return {
    ...(description === '' ? {} : { description }),
    ...(page.imageUrl === null ? {} : { image: { url: page.imageUrl, alt: page.title } }),
  };
}

/**
 * A company page (about, terms, …) as staff last saved it: its title, summary and text, in
 * English where it has some. On the English site a Korean title or text is marked "Korean
 * only", and a Korean title leaves the tab to the page's English name in the interface, so the
 * tab (and the server's title and og:title) reads in one language (decision 17).
 */
export function EditablePageView({ slug }: { slug: PageSlug }) {
  const { t } = useTranslation('pages');
  const query = usePage(slug, useContentLanguage());
  const page = query.data;
  const name = t(`names.${slug}`);
  return (
    <>
      <PageHero
        title={page?.title ?? name}
        documentTitle={page !== undefined && fellBack(page, 'title') ? name : undefined}
        eyebrow={t(`eyebrows.${slug}`)}
        {...(page !== undefined && page.metaDescription !== ''
          ? { description: page.metaDescription }
          : {})}
        {...(page === undefined
          ? {}
          : {
              titleLang: fallbackLang(page, 'title').lang,
              descriptionLang: fallbackLang(page, 'metaDescription').lang,
              translated: page.hasEnglish,
              head: pageHead(page),
            })}
      />
      <Container size="md" py={{ base: 'xl', md: 48 }}>
        {query.isPending ? (
          <Group justify="center" py="xl">
            <LoadingSpinner label={t('loading')} />
          </Group>
        ) : page === undefined ? (
          <Alert color="red" variant="light">
            {t('failed')}
          </Alert>
        ) : (
          <>
            {/* A Korean title is marked already, in the hero, for the text under it too. */}
            {!fellBack(page, 'title') && fellBack(page, 'content') && (
              <KoreanOnlyLabel className={classes.koreanOnly} />
            )}
            <RichTextView
              html={page.content}
              className={classes.prose}
              {...fallbackLang(page, 'content')}
            />
          </>
        )}
      </Container>
    </>
  );
}
