import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingFactory2, IconCpu, IconPlant2, type Icon } from '@tabler/icons-react';
import { Link } from '../../../lib/i18n/localized-navigation';
import { SectionHeading } from '../../../components/ui/section-heading';
import type { BusinessAreaKey, HomeContent } from '../content/home';
import classes from './home.module.css';

const areaLook: Record<BusinessAreaKey, { icon: Icon; color: string }> = {
  industrial: { icon: IconBuildingFactory2, color: 'brand' },
  agricultural: { icon: IconPlant2, color: 'teal' },
  smart: { icon: IconCpu, color: 'indigo' },
};

export function HomeBusinessAreas({ business }: Pick<HomeContent, 'business'>) {
  return (
    <Stack component="section" aria-labelledby="home-business" gap="xl">
      <SectionHeading
        id="home-business"
        eyebrow={business.eyebrow}
        title={business.title}
        description={business.description}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {business.areas.map((area) => {
          const look = areaLook[area.key];
          return (
            <Card
              key={area.key}
              withBorder
              radius="md"
              padding="xl"
              className={classes.areaCard}
              style={{ '--area-color': `var(--mantine-color-${look.color}-6)` }}
            >
              <ThemeIcon size={48} radius="md" variant="light" color={look.color} aria-hidden>
                <look.icon size={26} />
              </ThemeIcon>
              <Title order={3} size="h3" mt="md">
                {area.title}
              </Title>
              <Text c="dimmed" mt={6}>
                {area.text}
              </Text>
              <ul className={classes.areaPoints}>
                {area.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              {area.key === 'smart' && (
                <Anchor component={Link} to="/smart" fw={600} mt="md">
                  {business.smartLink}
                </Anchor>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
