import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconTool, IconTruckDelivery } from '@tabler/icons-react';
import { SectionHeading } from '../../../components/ui/section-heading';
import type { HomeContent } from '../content/home';

/** One icon per strength, in the content's order. */
const icons = [IconTool, IconCertificate, IconTruckDelivery];

export function HomeStrengths({ strengths }: Pick<HomeContent, 'strengths'>) {
  return (
    <Stack component="section" aria-labelledby="home-strengths" gap="xl">
      <SectionHeading id="home-strengths" eyebrow={strengths.eyebrow} title={strengths.title} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {strengths.items.map((item, index) => {
          const ItemIcon = icons[index % icons.length] ?? IconTool;
          return (
            <div key={item.title}>
              <ThemeIcon size={44} radius="xl" variant="filled" aria-hidden>
                <ItemIcon size={22} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {item.title}
              </Title>
              <Text c="dimmed" mt={6}>
                {item.text}
              </Text>
            </div>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
