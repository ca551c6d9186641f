import '@mantine/core/styles/List.layer.css';
// Plain values only: zod's schemas stay out of the public pages' code (decision 12).
import { POLICY_PATHS } from '@app/contract/policy-constants';
import type { Policy, PolicyVersion, PolicyVersionSummary } from '@app/contract/policy';
import { Alert, Anchor, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { KoreanOnlyLabel } from '../../../components/ui/korean-only-label';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHero } from '../../../components/ui/page-hero';
import { fallbackLang, fellBack, useContentLanguage } from '../../../lib/content-language';
import { useLanguage } from '../../../lib/i18n/language';
import { Link } from '../../../lib/i18n/localized-navigation';
import { excerpt } from '../../../lib/structured-data';
import { usePolicy, usePolicyVersion } from '../api/get-policy';
import { formatPolicyDay } from '../policy-day';
import { versionParam } from '../version-param';
import { PolicyChangesTable } from './policy-changes-table';
import classes from './policy-view.module.css';

/** A version's text, its 시행일 and staff's words on what changed. */
function VersionText({ version }: { version: PolicyVersion }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  return (
    <Stack gap="md">
      <Text c="dimmed">
        {t('policy.effectiveOn', { date: formatPolicyDay(version.effectiveOn, language) })}
      </Text>
      {version.summary !== null && (
        <Text {...fallbackLang(version, 'summary')}>
          <strong>{t('policy.summary')}</strong> {version.summary}
        </Text>
      )}
      {fellBack(version, 'content') && <KoreanOnlyLabel />}
      <RichTextView
        html={version.content}
        className={classes.prose}
        {...fallbackLang(version, 'content')}
      />
    </Stack>
  );
}

/** Every version, newest first: each links to its page, with what changed from the one before. */
function VersionList({
  path,
  versions,
  shown,
}: {
  path: string;
  versions: PolicyVersionSummary[];
  shown: string | null;
}) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  return (
    <section aria-labelledby="policy-versions">
      <Title order={2} size="h3" id="policy-versions" mb="sm">
        {t('policy.versions')}
      </Title>
      <List spacing="xs">
        {versions.map((version) => (
          <List.Item key={version.effectiveOn}>
            <Anchor
              component={Link}
              to={`${path}?version=${version.effectiveOn}`}
              {...(version.effectiveOn === shown ? { 'aria-current': 'page' as const } : {})}
            >
              {t('policy.versionName', { date: formatPolicyDay(version.effectiveOn, language) })}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              {t(`policy.states.${version.state}`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/**
 * A policy's public page (decision 27): the version in force with its 시행일, a notice of any
 * version announced for later, and every earlier version, each with a before/after table of
 * what it changed. `?version=` shows one version.
 */
export function PolicyView({ policy }: { policy: Policy }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const contentLanguage = useContentLanguage();
  const [params] = useSearchParams();
  const shown = versionParam(params);
  const document = usePolicy(policy, contentLanguage);
  const detail = usePolicyVersion(policy, shown, contentLanguage);
  const name = t(`policy.names.${policy}`);
  const path = POLICY_PATHS[policy];
  const version = shown === null ? document.data?.current : detail.data?.version;
  const pending = document.isPending || (shown !== null && detail.isPending);
  const upcoming = shown === null ? (document.data?.upcoming ?? []) : [];
  return (
    <>
      <PageHero
        title={name}
        eyebrow={t('policy.eyebrow')}
        {...(version === undefined || version === null
          ? {}
          : { head: { description: excerpt(version.content) } })}
      />
      <Container size="md" py={{ base: 'xl', md: 48 }}>
        {pending ? (
          <Group justify="center" py="xl">
            <LoadingSpinner label={t('loading')} />
          </Group>
        ) : version === undefined ? (
          <Alert color="red" variant="light">
            {t('failed')}
          </Alert>
        ) : (
          <Stack gap="xl">
            {upcoming.map((next) => (
              <Alert
                key={next.effectiveOn}
                color="blue"
                variant="light"
                title={t('policy.announced.title')}
              >
                {t('policy.announced.text', { date: formatPolicyDay(next.effectiveOn, language) })}{' '}
                <Anchor
                  component={Link}
                  to={`${path}?version=${next.effectiveOn}`}
                  className={classes.inlineLink}
                >
                  {t('policy.announced.link')}
                </Anchor>
              </Alert>
            ))}
            {version !== null && shown !== null && version.state !== 'current' && (
              <Alert color={version.state === 'upcoming' ? 'blue' : 'gray'} variant="light">
                {t(`policy.viewing.${version.state}`, {
                  date: formatPolicyDay(version.effectiveOn, language),
                })}{' '}
                <Anchor component={Link} to={path} className={classes.inlineLink}>
                  {t('policy.viewing.current')}
                </Anchor>
              </Alert>
            )}
            {version === null ? <Text>{t('policy.none')}</Text> : <VersionText version={version} />}
            {detail.data !== undefined && detail.data.previous !== null && (
              <section aria-labelledby="policy-changes">
                <Title order={2} size="h3" id="policy-changes" mb="sm">
                  {t('policy.changes.title')}
                </Title>
                <PolicyChangesTable
                  changes={detail.data.changes}
                  caption={t('policy.changes.caption', {
                    before: formatPolicyDay(detail.data.previous.effectiveOn, language),
                    after: formatPolicyDay(detail.data.version.effectiveOn, language),
                  })}
                />
              </section>
            )}
            {shown === null && version !== null && (document.data?.versions.length ?? 0) > 1 && (
              <Anchor component={Link} to={`${path}?version=${version.effectiveOn}`}>
                {t('policy.compare')}
              </Anchor>
            )}
            {document.data !== undefined && document.data.versions.length > 0 && (
              <VersionList path={path} versions={document.data.versions} shown={shown} />
            )}
          </Stack>
        )}
      </Container>
    </>
  );
}
