import {
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KoreanOnlyLabel } from '../../../components/ui/korean-only-label';
import { SectionHeading } from '../../../components/ui/section-heading';
import type { Place } from '@app/contract/place';
import { fallbackLang, fellBack } from '../../../lib/content-language';
import classes from './place-directory.module.css';

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };

/**
 * The company's sites (plants, farms, offices). `undefined` means still loading; renders nothing
 * when there are none: the page reads fine without it. On the English site a name with no
 * English version is marked "Korean only"; a region, address and description have none ever
 * (staff write them in Korean alone), so they are only marked `lang="ko"`.
 */
export function PlaceDirectory({ places }: { places: Place[] | undefined }) {
  const { t } = useTranslation('place');
  const isPending = places === undefined;
  if (!isPending && places.length === 0) return null;

  return (
    <Stack component="section" aria-labelledby="place-directory" gap="xl">
      <SectionHeading
        id="place-directory"
        eyebrow={t('directory.eyebrow')}
        title={t('directory.title')}
        description={t('directory.description')}
      />
      {isPending ? (
        <SimpleGrid cols={GRID_COLUMNS}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={140} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={GRID_COLUMNS} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {places.map((place) => (
            <Card key={place.id} component="li" withBorder radius="md" padding="lg">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" color="teal" size="lg" radius="md" aria-hidden>
                    <IconMapPin size={20} />
                  </ThemeIcon>
                  <Title order={3} size="h4" {...fallbackLang(place, 'name')}>
                    {place.name}
                  </Title>
                </Group>
                {place.region !== null && (
                  <Badge
                    variant="light"
                    color="gray"
                    radius="sm"
                    {...fallbackLang(place, 'region')}
                  >
                    {place.region}
                  </Badge>
                )}
              </Group>
              {fellBack(place, 'name') && <KoreanOnlyLabel className={classes.koreanOnly} />}
              {place.address !== null && (
                <Text size="sm" mt="md">
                  <Text span c="dimmed" size="sm">
                    {t('directory.address')}
                  </Text>{' '}
                  <span {...fallbackLang(place, 'address')}>{place.address}</span>
                </Text>
              )}
              {place.description !== null && (
                <Text
                  size="sm"
                  c="dimmed"
                  mt="xs"
                  lineClamp={3}
                  {...fallbackLang(place, 'description')}
                >
                  {place.description}
                </Text>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
