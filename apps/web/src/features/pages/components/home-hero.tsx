import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { HomeContent } from '../content/home';
import classes from './home.module.css';

/** The home page's opening band: the one `h1`, two ways in, and the company in numbers. */
export function HomeHero({ hero, stats }: Pick<HomeContent, 'hero' | 'stats'>) {
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container size="xl" className={classes.heroInner}>
        <Text className={classes.heroEyebrow}>{hero.eyebrow}</Text>
        <Title order={1} id="home-title" className={classes.heroTitle}>
          {hero.title}
        </Title>
        <Text className={classes.heroText} mt="lg">
          {hero.description}
        </Text>
        <Group mt="xl" gap="sm">
          <Button
            component={Link}
            to="/product/list"
            size="lg"
            color="teal"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {hero.productsAction}
          </Button>
          <Button component={Link} to="/inquiries" size="lg" variant="white" color="brand">
            {hero.inquiryAction}
          </Button>
        </Group>
        <ul className={classes.stats}>
          {stats.map((stat) => (
            <li key={stat.label}>
              <span className={classes.statValue}>{stat.value}</span>
              <span className={classes.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
