import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import type { SiteSetupStep } from '@app/contract/site';
import { Anchor, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { useSiteSetup } from '../api/get-site-setup';

/** Where each step is done. */
const WHERE: Record<SiteSetupStep, string> = {
  siteName: '/admin/site',
  companyFacts: '/admin/site',
  logo: '/admin/site',
  privacyOfficer: '/admin/site',
  policies: '/admin/policies/privacy',
  homeSections: '/admin/homeSections',
  products: '/admin/product',
  searchEngines: '/admin/site',
};

/**
 * The admin home's setup checklist (top grade): what a new site still needs before it shows the
 * company's own facts, policies and products, each step linking to where it is done. Gone once
 * every step is.
 */
export function SiteSetupChecklist({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('adminHome');
  const setup = useSiteSetup(enabled);
  const steps = setup.data?.steps ?? [];
  const done = steps.filter((step) => step.done).length;
  if (steps.length === 0 || done === steps.length) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="site-setup">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="site-setup">
            {t('setup.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('setup.progress', { done, count: steps.length })}
          </Text>
        </Group>
        <Progress value={(done / steps.length) * 100} aria-hidden />
        <Text size="sm" c="dimmed">
          {t('setup.description')}
        </Text>
        <List spacing="xs" listStyleType="none" p={0}>
          {steps.map(({ step, done: finished }) => (
            <List.Item
              key={step}
              icon={
                <ThemeIcon
                  color={finished ? 'teal' : 'gray'}
                  variant="light"
                  size="sm"
                  radius="xl"
                  aria-hidden
                >
                  {finished ? <IconCircleCheck size={14} /> : <IconCircle size={14} />}
                </ThemeIcon>
              }
            >
              {finished ? (
                <Text size="sm" c="dimmed">
                  {t(`setup.steps.${step}`)} · {t('setup.done')}
                </Text>
              ) : (
                <Anchor component={Link} to={WHERE[step]} size="sm" fw={600}>
                  {t(`setup.steps.${step}`)}
                </Anchor>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
