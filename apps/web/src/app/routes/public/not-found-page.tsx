import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { PageHead } from '../../../components/ui/page-head';

/** Any path the site does not have (original §2). */
export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 64, md: 112 }}>
      <PageHead
        title={t('notFound.documentTitle')}
        description={t('notFound.description')}
        noindex
      />
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>
          <Text span display="block" c="brand.7" fw={800} fz={72} lh={1.1} inherit={false}>
            404
          </Text>{' '}
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('notFound.description')}
        </Text>
        <Button component={Link} to={homePath} size="md" mt="sm">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
