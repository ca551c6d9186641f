import type { PublicHomeSections } from '@app/contract/home-sections';
import type { Page } from '@app/contract/page';
import { Button, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { fallbackLang } from '../../../lib/content-language';
import { mediaUrl } from '../../../lib/media-url';
import classes from './home.module.css';

/** A site path opens in the app; an http(s) address is a plain link. */
function CallToAction({ label, href, lang }: { label: string; href: string; lang?: 'ko' }) {
  const internal = href.startsWith('/');
  return internal ? (
    <Button component={Link} to={href} size="lg" variant="white" color="brand" lang={lang}>
      {label}
    </Button>
  ) : (
    <Button
      component="a"
      href={href}
      rel="noopener noreferrer"
      size="lg"
      variant="white"
      color="brand"
      lang={lang}
    >
      {label}
    </Button>
  );
}

/**
 * The home page's opening band: the one `h1` and text staff edit as the `home` page (with its
 * image and button), the way into the products, and the line above it and the company in
 * numbers from the home sections staff write.
 */
export function HomeHero({
  hero,
  sections,
  lang,
}: {
  /** Undefined while it loads. */
  hero: Page | undefined;
  sections: Pick<PublicHomeSections, 'eyebrow' | 'stats'> | undefined;
  /** Set when the sections are in another language than the page (they fell back to Korean). */
  lang?: 'ko' | undefined;
}) {
  const { t } = useTranslation('home');
  const background = hero?.imageUrl ?? null;
  const stats = sections?.stats ?? [];
  return (
    <section
      className={classes.hero}
      aria-labelledby="home-title"
      style={
        background === null
          ? undefined
          : {
              backgroundImage: `linear-gradient(135deg, rgba(6, 42, 87, 0.88), rgba(6, 42, 87, 0.55)), url("${mediaUrl(background)}")`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }
      }
    >
      <Container size="xl" className={classes.heroInner}>
        {sections?.eyebrow != null && (
          <Text className={classes.heroEyebrow} lang={lang}>
            {sections.eyebrow}
          </Text>
        )}
        {hero === undefined ? (
          <Skeleton height={96} mt="sm" maw={720} opacity={0.2} />
        ) : (
          <>
            <Title
              order={1}
              id="home-title"
              className={classes.heroTitle}
              {...fallbackLang(hero, 'title')}
            >
              {hero.title}
            </Title>
            <RichTextView
              html={hero.content}
              className={classes.heroText}
              {...fallbackLang(hero, 'content')}
            />
          </>
        )}
        <Group mt="xl" gap="sm">
          {/* White on teal 9 is 5:1; on the theme's teal 7 it is 3.1:1. */}
          <Button
            component={Link}
            to="/product/list"
            size="lg"
            color="teal.9"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('hero.productsAction')}
          </Button>
          {hero !== undefined && hero.ctaLabel !== null && hero.ctaHref !== null && (
            <CallToAction
              label={hero.ctaLabel}
              href={hero.ctaHref}
              {...fallbackLang(hero, 'ctaLabel')}
            />
          )}
        </Group>
        {stats.length > 0 && (
          <ul className={classes.stats} lang={lang}>
            {stats.map((stat) => (
              <li key={stat.label}>
                <span className={classes.statValue}>{stat.value}</span>
                <span className={classes.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
