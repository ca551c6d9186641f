import type { HomeSectionsContent } from '@app/contract/home-sections';
import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconTool, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/section-heading';

/** One icon per strength, in the content's order. */
const icons = [IconTool, IconCertificate, IconTruckDelivery];

/** Why customers choose the company, as staff wrote it (home sections). */
export function HomeStrengths({
  strengths,
  lang,
}: {
  strengths: NonNullable<HomeSectionsContent['strengths']>;
  /** Set when the sections fell back to Korean on the English site. */
  lang?: 'ko' | undefined;
}) {
  const { t } = useTranslation('home');
  return (
    <Stack component="section" aria-labelledby="home-strengths" gap="xl" lang={lang}>
      <SectionHeading
        id="home-strengths"
        eyebrow={t('strengths.eyebrow')}
        title={strengths.title}
      />
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
