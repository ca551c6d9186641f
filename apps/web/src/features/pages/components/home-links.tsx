import type { HomeSectionsContent } from '@app/contract/home-sections';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconExternalLink } from '@tabler/icons-react';
import { Link } from '../../../lib/i18n/localized-navigation';
import { SectionHeading } from '../../../components/ui/section-heading';
import classes from './home.module.css';

type QuickLink = HomeSectionsContent['links'][number];

/** A site path opens in the app; an http(s) address is a plain link to another site. */
function QuickLinkCard({ link }: { link: QuickLink }) {
  const body = (
    <>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={700}>{link.label}</Text>
        {link.link.startsWith('/') ? (
          <IconArrowRight size={18} aria-hidden />
        ) : (
          <IconExternalLink size={18} aria-hidden />
        )}
      </Group>
      {link.description !== null && (
        <Text size="sm" c="dimmed" mt={4}>
          {link.description}
        </Text>
      )}
    </>
  );
  const look = { withBorder: true, radius: 'md', padding: 'lg', className: classes.quickLink };
  return link.link.startsWith('/') ? (
    <Card component={Link} to={link.link} {...look}>
      {body}
    </Card>
  ) : (
    <Card component="a" href={link.link} rel="noopener noreferrer" {...look}>
      {body}
    </Card>
  );
}

/** The quick links staff wrote (home sections): a row of cards, each one link. */
export function HomeLinks({
  links,
  heading,
  headingLang,
  lang,
}: {
  links: QuickLink[];
  heading: { eyebrow?: string; title: string; description?: string };
  /** `'ko'` when staff's heading is Korean on an English page. */
  headingLang?: 'ko' | undefined;
  /** Set when the links fell back to Korean on the English site. */
  lang?: 'ko' | undefined;
}) {
  return (
    <Stack component="section" aria-labelledby="home-links" gap="xl">
      <div lang={headingLang}>
        <SectionHeading id="home-links" {...heading} />
      </div>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 4 }} className={classes.quickLinks}>
        {links.map((link) => (
          <li key={`${link.label} ${link.link}`} lang={lang}>
            <QuickLinkCard link={link} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
