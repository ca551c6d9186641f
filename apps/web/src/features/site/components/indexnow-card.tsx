import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';

import type { IndexNowPing } from '@app/contract/indexnow';
import { Anchor, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { DataTable, cellClasses } from '../../../components/ui/data-table';
import { FormError } from '../../../components/ui/form-error';
import { SettingsCard } from '../../../components/ui/settings-card';
import { type BadgeTone, ToneBadge } from '../../../components/ui/tone-badge';
import { formatDateTime } from '../../../lib/date-time';
import { problemFormErrors } from '../../../lib/field-errors';
import { useLanguage } from '../../../lib/i18n/language';
import { useIndexNow, useSetIndexNow } from '../api/indexnow';

const TONES: Record<IndexNowPing['outcome'], BadgeTone> = {
  sent: 'positive',
  retrying: 'info',
  failed: 'negative',
};

/**
 * IndexNow on the site settings page (top grade): the switch that tells Naver and Bing of every
 * product, post and page staff change, the key file they check, and what was sent lately.
 */
export function IndexNowCard() {
  const { t } = useTranslation('adminPage');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const query = useIndexNow();
  const save = useSetIndexNow();
  const status = query.data;
  const enabled = save.isPending ? save.variables.enabled : status?.enabled;
  return (
    <SettingsCard
      title={t('site.indexNow.title')}
      description={t('site.indexNow.description')}
      loading={query.isPending ? t('loading') : null}
      failed={status === undefined ? t('failed') : null}
    >
      {status !== undefined && (
        <>
          <Switch
            label={t('site.indexNow.switch')}
            checked={enabled === true}
            disabled={save.isPending}
            onChange={(event) => {
              const next = event.currentTarget.checked;
              save.mutate(
                { enabled: next },
                {
                  onSuccess: () => {
                    notifications.show({
                      color: 'teal',
                      message: t(next ? 'site.indexNow.turnedOn' : 'site.indexNow.turnedOff'),
                    });
                  },
                },
              );
            }}
          />
          <FormError
            error={save.isError ? problemFormErrors(save.error, [], tErrors).form : null}
          />
          {status.enabled && (
            <Text size="sm">
              {t('site.indexNow.keyFile')}{' '}
              <Anchor href={status.keyLocation} target="_blank" rel="noreferrer">
                {status.keyLocation}
              </Anchor>
            </Text>
          )}
          {status.pings.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('site.indexNow.none')}
            </Text>
          ) : (
            <DataTable caption={t('site.indexNow.caption')} variant="cards" minWidth={720}>
              <thead>
                <tr>
                  <th style={{ width: 170 }}>{t('site.indexNow.sentAt')}</th>
                  <th>{t('site.indexNow.addresses')}</th>
                  <th style={{ width: 220 }}>{t('site.indexNow.outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {status.pings.map((ping) => (
                  <tr key={ping.id}>
                    <td className={cellClasses.nowrap}>
                      <Text size="sm">{formatDateTime(ping.sentAt, language)}</Text>
                    </td>
                    <td className={cellClasses.cardTitle}>
                      <Text size="sm">{t('site.indexNow.count', { count: ping.urlCount })}</Text>
                      {ping.urls.map((url) => (
                        <Text key={url} size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                          {url}
                        </Text>
                      ))}
                    </td>
                    <td>
                      <ToneBadge tone={TONES[ping.outcome]}>
                        {t(`site.indexNow.outcomes.${ping.outcome}`)}
                      </ToneBadge>
                      <Text size="xs" c="dimmed">
                        {ping.status === null
                          ? t('site.indexNow.unreachable')
                          : t('site.indexNow.status', { status: ping.status })}
                      </Text>
                      {ping.detail !== null && (
                        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                          {ping.detail}
                        </Text>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </>
      )}
    </SettingsCard>
  );
}
