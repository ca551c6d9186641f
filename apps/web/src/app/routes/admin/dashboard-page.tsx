import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconEdit, IconMessageReply, IconPackage, IconUserCircle } from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { GRADE_TOP } from '@app/contract/auth-constants';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Link } from '../../../lib/i18n/localized-navigation';
import { useAdminStats } from '../../../features/stats/api/get-admin-stats';
import { SearchWeekDigest } from '../../../features/search/components/search-week-digest';
import { DemoContentNotice } from '../../../features/site/components/demo-content-notice';
import { SiteSetupChecklist } from '../../../features/site/components/site-setup-checklist';
import { MostViewedProducts } from '../../../features/stats/components/most-viewed-products';
import { StatCards } from '../../../features/stats/components/stat-cards';
import { useAuthStore } from '../../../lib/auth-store';
import { useStatisticsGrade } from '../../../lib/statistics-access';
import { adminNavigationFor } from '../../layouts/admin-navigation';
import { AdminPageHeader } from './admin-page-header';
import classes from './dashboard-page.module.css';

// The chart library is the largest part of the admin home; the numbers show while it loads.
const InquiriesChart = lazy(async () => ({
  default: (await import('../../../features/stats/components/inquiries-chart')).InquiriesChart,
}));

const QUICK_LINKS = [
  { to: '/admin/product', label: 'quickLinks.newProduct', icon: IconPackage },
  {
    to: '/admin/inquiries?status=received',
    label: 'quickLinks.answerInquiries',
    icon: IconMessageReply,
  },
  { to: '/admin/board/1', label: 'quickLinks.writePost', icon: IconEdit },
  { to: '/admin/account', label: 'quickLinks.myAccount', icon: IconUserCircle },
] as const;

/** The admin home: the site's numbers in one call, quick links and a way into every section. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const { t: tHome } = useTranslation('adminHome');
  const stats = useAdminStats();
  const name = useAuthStore((state) => state.userInfo?.name ?? '');
  const grade = useAuthStore((state) => state.userInfo?.grade ?? 0);
  const statisticsGrade = useStatisticsGrade();
  const sections = adminNavigationFor(grade, statisticsGrade).flatMap(({ description, ...item }) =>
    description === undefined ? [] : [{ ...item, description }],
  );
  return (
    <Stack gap="xl">
      <AdminPageHeader title={t('nav.dashboard')} description={t('dashboard.welcome', { name })} />
      <DemoContentNotice canEditSite={grade >= GRADE_TOP} />
      <SiteSetupChecklist enabled={grade >= GRADE_TOP} />
      {stats.isPending ? (
        <Group justify="center" py="xl">
          <LoadingSpinner label={tHome('chart.title')} />
        </Group>
      ) : stats.data === undefined ? (
        <Alert color="red">{tHome('error')}</Alert>
      ) : (
        <>
          <StatCards stats={stats.data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Suspense fallback={<LoadingSpinner label={tHome('chart.title')} />}>
              <InquiriesChart weeks={stats.data.inquiriesPerWeek} />
            </Suspense>
            <MostViewedProducts products={stats.data.mostViewedProducts} />
          </SimpleGrid>
        </>
      )}
      {statisticsGrade !== undefined && grade >= statisticsGrade && <SearchWeekDigest />}
      <Title order={2} size="h4">
        {tHome('quickLinks.title')}
      </Title>
      <Group gap="sm">
        {QUICK_LINKS.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant="light"
            leftSection={<link.icon size={18} aria-hidden />}
          >
            {tHome(link.label)}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} component="ul" className={classes.grid}>
        {sections.map((section) => (
          <li key={section.to}>
            <Card
              component={Link}
              to={section.to}
              withBorder
              radius="md"
              padding="lg"
              className={classes.card}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <section.icon size={20} />
                </ThemeIcon>
                <Text fw={700}>{t(section.label)}</Text>
              </Group>
              <Text size="sm" c="dimmed" mt="sm">
                {t(section.description)}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
