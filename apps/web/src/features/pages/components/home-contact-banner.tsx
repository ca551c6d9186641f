import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import classes from './home.module.css';

/** The invitation to write an inquiry that closes the home page. */
export function HomeContactBanner() {
  const { t } = useTranslation('home');
  return (
    <section className={classes.contact} aria-labelledby="home-contact">
      <Group justify="space-between" align="center" gap="xl">
        <Stack gap={6} maw={640}>
          <Title order={2} id="home-contact" c="white">
            {t('contact.title')}
          </Title>
          <Text className={classes.contactText}>{t('contact.text')}</Text>
        </Stack>
        <Button
          component={Link}
          to="/inquiries"
          size="lg"
          variant="white"
          leftSection={<IconMessageCircle size={20} aria-hidden />}
        >
          {t('contact.action')}
        </Button>
      </Group>
    </section>
  );
}
