import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from './page-hero';

/** A screen whose feature arrives in a later issue: its title and one line. */
export function PagePlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={title} />
      <Container size="xl" py="xl">
        <Text c="dimmed">{t('comingSoon')}</Text>
      </Container>
    </>
  );
}
