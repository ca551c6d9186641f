import type { HomeSectionsContent } from '@app/contract/home-sections';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import classes from './home.module.css';

/**
 * The call to action that closes the home page: staff's words where they wrote some, else the
 * page's own invitation to write an inquiry.
 */
export function HomeContactBanner({
  contact,
  lang,
}: {
  contact: HomeSectionsContent['contact'] | undefined;
  /** Set when the sections fell back to Korean on the English site. */
  lang?: 'ko' | undefined;
}) {
  const { t } = useTranslation('home');
  // Only staff's own words are marked as Korean; the defaults are in the page's language.
  const words = (written: string | null | undefined, fallback: string) =>
    written == null ? { children: fallback } : { children: written, lang };
  return (
    <section className={classes.contact} aria-labelledby="home-contact">
      <Group justify="space-between" align="center" gap="xl">
        <Stack gap={6} maw={640}>
          <Title
            order={2}
            id="home-contact"
            c="white"
            {...words(contact?.title, t('contact.title'))}
          />
          <Text className={classes.contactText} {...words(contact?.text, t('contact.text'))} />
        </Stack>
        <Button
          component={Link}
          to={contact?.link ?? '/inquiries'}
          size="lg"
          variant="white"
          leftSection={<IconMessageCircle size={20} aria-hidden />}
          {...words(contact?.action, t('contact.action'))}
        />
      </Group>
    </section>
  );
}
