import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { PageHead } from '../../components/ui/page-head';
import { languageOfSearch, withLanguage } from '../../lib/i18n/language-url';
import { NotFoundPage } from './public/not-found-page';

/**
 * What a route shows when rendering or loading it fails. The likeliest cause in production is a
 * chunk that no longer exists after a deploy, which a reload fixes.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // A link the browser follows itself (a fresh load, past a missing chunk), in the page's language.
  const home = `/${withLanguage('', languageOfSearch(useLocation().search))}`;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <Container size="sm" py={{ base: 64, md: 112 }}>
      <PageHead title={t('routeError.title')} />
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed" size="lg">
          {t('routeError.description')}
        </Text>
        <Group mt="sm">
          <Button
            onClick={() => {
              window.location.reload();
            }}
          >
            {t('routeError.reload')}
          </Button>
          <Button component="a" href={home} variant="default">
            {t('routeError.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
