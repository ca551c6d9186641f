import { Container, Stack } from '@mantine/core';
import { DocumentTitle } from '../../../components/ui/document-title';
import { CategoryShowcase } from '../../../features/category/components/category-showcase';
import { HomeBusinessAreas } from '../../../features/pages/components/home-business-areas';
import { HomeContactBanner } from '../../../features/pages/components/home-contact-banner';
import { HomeHero } from '../../../features/pages/components/home-hero';
import { HomeStrengths } from '../../../features/pages/components/home-strengths';
import { homePage } from '../../../features/pages/content/home';
import { PlaceDirectory } from '../../../features/place/components/place-directory';
import { useLanguage } from '../../../lib/i18n/language';

export function HomePage() {
  const content = homePage[useLanguage()];
  return (
    <>
      <DocumentTitle />
      <HomeHero hero={content.hero} stats={content.stats} />
      <Container size="xl" py={{ base: 48, md: 80 }}>
        <Stack gap={80}>
          <HomeBusinessAreas business={content.business} />
          <CategoryShowcase />
          <HomeStrengths strengths={content.strengths} />
          <PlaceDirectory />
          <HomeContactBanner contact={content.contact} />
        </Stack>
      </Container>
    </>
  );
}
