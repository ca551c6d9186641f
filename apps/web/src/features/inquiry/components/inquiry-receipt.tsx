import '@mantine/core/styles/List.layer.css';
import type { InquirySummary } from '@app/contract/inquiry';
import { Anchor, Button, Group, List, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, cellClasses } from '../../../components/ui/data-table';
import { Link } from '../../../lib/i18n/localized-navigation';
import { inquiryPaths } from '../inquiry-paths';

/**
 * What a visitor needs to find their new inquiry again: its number, its address (to keep), that
 * its password opens it and that the answer will be there. `summary` is missing while it loads.
 */
export function InquiryReceipt({
  id,
  address,
  summary,
}: {
  id: number;
  /** The inquiry's page, absolute, for the visitor to keep. */
  address: string;
  summary: InquirySummary | undefined;
}) {
  const { t } = useTranslation('inquiry');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <DataTable caption={t('done.caption')} captionHidden variant="grid">
          <tbody>
            <tr>
              <th scope="row" className={cellClasses.nowrap}>
                {t('done.number')}
              </th>
              <td>{id}</td>
            </tr>
            {summary !== undefined && (
              <tr>
                <th scope="row" className={cellClasses.nowrap}>
                  {t('done.subject')}
                </th>
                <td>{summary.title}</td>
              </tr>
            )}
          </tbody>
        </DataTable>
        <section aria-labelledby="inquiry-return">
          <Title order={2} size="h4" id="inquiry-return" mb="sm">
            {t('done.returnTitle')}
          </Title>
          <List spacing="xs">
            <List.Item>
              {t('done.address')}{' '}
              {/*
               * Underlined: a link in a sentence is told from it by more than its colour. A long
               * address breaks anywhere rather than widening a phone's page.
               */}
              <Anchor
                component={Link}
                to={inquiryPaths.view(id)}
                style={{ textDecoration: 'underline', overflowWrap: 'anywhere' }}
              >
                {address}
              </Anchor>
            </List.Item>
            <List.Item>
              {summary?.secret === false ? t('done.openPassword') : t('done.secretPassword')}
            </List.Item>
            <List.Item>{t('done.answer')}</List.Item>
          </List>
        </section>
        <Group justify="flex-end">
          <Button component={Link} to={inquiryPaths.list} variant="default">
            {t('done.list')}
          </Button>
          <Button component={Link} to={inquiryPaths.view(id)}>
            {t('done.view')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
