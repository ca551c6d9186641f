import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from '../../../lib/i18n/localized-navigation';
import type { HomeContent } from '../content/home';
import classes from './home.module.css';

export function HomeContactBanner({ contact }: Pick<HomeContent, 'contact'>) {
  return (
    <section className={classes.contact} aria-labelledby="home-contact">
      <Group justify="space-between" align="center" gap="xl">
        <Stack gap={6} maw={640}>
          <Title order={2} id="home-contact" c="white">
            {contact.title}
          </Title>
          <Text className={classes.contactText}>{contact.text}</Text>
        </Stack>
        <Button
          component={Link}
          to="/inquiries"
          size="lg"
          variant="white"
          leftSection={<IconMessageCircle size={20} aria-hidden />}
        >
          {contact.action}
        </Button>
      </Group>
    </section>
  );
}
