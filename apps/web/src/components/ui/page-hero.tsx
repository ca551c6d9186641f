import { Container, Text, Title } from '@mantine/core';
import { PageHead } from './page-head';
import classes from './page-hero.module.css';

type PageHeroProps = {
  title: string;
  description?: string;
  /** A short label above the title (the section the page belongs to). */
  eyebrow?: string;
};

/** The band at the top of every inner page: its one `h1`, which also names the browser tab. */
export function PageHero({ title, description, eyebrow }: PageHeroProps) {
  return (
    <header className={classes.hero}>
      <PageHead title={title} />
      <Container size="xl">
        {eyebrow !== undefined && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        <Title order={1} className={classes.title} mt={eyebrow === undefined ? 0 : 6}>
          {title}
        </Title>
        {description !== undefined && (
          <Text className={classes.description} size="lg" mt="sm">
            {description}
          </Text>
        )}
      </Container>
    </header>
  );
}
