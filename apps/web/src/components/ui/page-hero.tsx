import { Container, Group, Text, Title } from '@mantine/core';
import { KoreanOnlyLabel } from './korean-only-label';
import { type PageHeadProps, PageHead } from './page-head';
import classes from './page-hero.module.css';

type PageHeroProps = {
  title: string;
  /** The tab's title (`PageHead`), where it is not the heading's. */
  documentTitle?: string | undefined;
  description?: string;
  /** A short label above the title (the section the page belongs to). */
  eyebrow?: string;
  /**
   * `'ko'` when the title or description is Korean on an English page (`fallbackLang`): a Korean
   * title is marked "Korean only" too.
   */
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

/**
 * The band at the top of every inner page: its one `h1`, which also names the browser tab unless
 * `documentTitle` does.
 */
export function PageHero({
  title,
  documentTitle = title,
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
        title={documentTitle}
        {...(description === undefined ? {} : { description })}
        {...head}
        {...(translated === undefined ? {} : { translated })}
      />
      <Container size="xl">
        {eyebrow !== undefined && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        <Group gap="sm" mt={eyebrow === undefined ? 0 : 6}>
          <Title
            order={1}
            className={classes.title}
            lang={titleLang}
            {...(focusTitle ? { ref: focusOnMount, tabIndex: -1 } : {})}
          >
            {title}
          </Title>
          {titleLang === 'ko' && <KoreanOnlyLabel />}
        </Group>
        {description !== undefined && (
          <Text className={classes.description} size="lg" mt="sm" lang={descriptionLang}>
            {description}
          </Text>
        )}
      </Container>
    </header>
  );
}
