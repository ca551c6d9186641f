import type { HomeSectionsContent } from '@app/contract/home-sections';
import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingFactory2,
  IconCpu,
  IconPlant2,
  IconShieldCheck,
  IconTool,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { SectionHeading } from '../../../components/ui/section-heading';
import classes from './home.module.css';

type AreaIcon = NonNullable<HomeSectionsContent['business']>['areas'][number]['icon'];

const areaLook: Record<AreaIcon, { icon: Icon; color: string }> = {
  factory: { icon: IconBuildingFactory2, color: 'brand' },
  plant: { icon: IconPlant2, color: 'teal' },
  chip: { icon: IconCpu, color: 'indigo' },
  truck: { icon: IconTruckDelivery, color: 'brand' },
  tool: { icon: IconTool, color: 'teal' },
  shield: { icon: IconShieldCheck, color: 'indigo' },
};

/** The business areas staff wrote (home sections), each with its icon, points and link. */
export function HomeBusinessAreas({
  business,
  lang,
}: {
  business: NonNullable<HomeSectionsContent['business']>;
  /** Set when the sections fell back to Korean on the English site. */
  lang?: 'ko' | undefined;
}) {
  const { t } = useTranslation('home');
  return (
    <Stack component="section" aria-labelledby="home-business" gap="xl" lang={lang}>
      <SectionHeading
        id="home-business"
        eyebrow={t('business.eyebrow')}
        title={business.title}
        description={business.description ?? undefined}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {business.areas.map((area) => {
          const look = areaLook[area.icon];
          return (
            <Card
              key={area.title}
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
              {area.points.length > 0 && (
                <ul className={classes.areaPoints}>
                  {area.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
              {area.link !== null && (
                <Anchor component={Link} to={area.link} fw={600} mt="md">
                  {area.linkLabel ?? area.title}
                </Anchor>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
