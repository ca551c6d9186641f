import { Container, Text, Title } from '@mantine/core';
import { type PageHeadProps, PageHead } from './page-head';
import classes from './page-hero.module.css';

type PageHeroProps = {
  title: string;
  description?: string;
  /** A short label above the title (the section the page belongs to). */
  eyebrow?: string;
  /** `'ko'` when the title or description is Korean on an English page (`fallbackLang`). */
  titleLang?: 'ko' | undefined;
  descriptionLang?: 'ko' | undefined;
  /** For a page of content: whether it has an English version (`PageHead`). */
  translated?: boolean | undefined;
  /**
   * What search snippets and link previews say beyond the title (`PageHead`): by default the
   * hero's description; a page whose hero has none gives its own, and its picture.
   */
  head?: Pick<PageHeadProps, 'description' | 'image' | 'feed'>;
  /**
   * Moves focus to the title as the page appears, so that a screen reader reads it first: for a
   * page that confirms what the person just did, where they would otherwise be left on nothing.
   */
  focusTitle?: boolean;
};

/** Stable, so the title is focused once, when it mounts, not on every render. */
const focusOnMount = (title: HTMLHeadingElement | null) => {
  title?.focus();
};

/** The band at the top of every inner page: its one `h1`, which also names the browser tab. */
export function PageHero({
  title,
  description,
  eyebrow,
  titleLang,
  descriptionLang,
  translated,
  head,
  focusTitle = false,
}: PageHeroProps) {
  return (
    <header className={classes.hero}>
      <PageHead
        title={title}
        {...(description === undefined ? {} : { description })}
        {...head}
        {...(translated === undefined ? {} : { translated })}
      />
      <Container size="xl">
        {eyebrow !== undefined && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        <Title
          order={1}
          className={classes.title}
          mt={eyebrow === undefined ? 0 : 6}
          lang={titleLang}
          {...(focusTitle ? { ref: focusOnMount, tabIndex: -1 } : {})}
        >
          {title}
        </Title>
        {description !== undefined && (
          <Text className={classes.description} size="lg" mt="sm" lang={descriptionLang}>
            {description}
          </Text>
        )}
      </Container>
    </header>
  );
}
