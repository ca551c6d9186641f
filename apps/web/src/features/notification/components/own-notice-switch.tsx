import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';

import { Alert, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { problemFormErrors } from '../../../lib/field-errors';
import { useMayReadStatistics } from '../../../lib/statistics-access';
import { useOwnNotices, useSetOwnNotices } from '../api/own-notices';

/**
 * The staff member's own choices, in the language they read: an e-mail for each new inquiry,
 * and the weekly search digest.
 */
export function OwnNoticeSwitch() {
  const { t, i18n } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const { data, error: loadError } = useOwnNotices();
  const save = useSetOwnNotices();
  const error = loadError ?? (save.isError ? save.error : null);
  // While a change is saved, the switches show what was asked for.
  const shown = {
    newInquiries: save.isPending ? save.variables.newInquiries : (data?.newInquiries ?? false),
    searchDigest: save.isPending
      ? (save.variables.searchDigest ?? false)
      : (data?.searchDigest ?? false),
  };
  const off = data === undefined || data.email === null || save.isPending;
  // The digest is the statistics': offered, and sent, only to staff who may read them.
  const digest = useMayReadStatistics();
  const change = (next: Partial<typeof shown>) => {
    const { newInquiries, searchDigest } = { ...shown, ...next };
    save.mutate({
      newInquiries,
      ...(digest ? { searchDigest } : {}),
      language: i18n.language === 'en' ? 'en' : 'ko',
    });
  };
  return (
    <Stack gap="xs">
      {data !== undefined && !data.emailConfigured && (
        <Alert color="yellow" variant="light">
          {t('account.noticesOff')}
        </Alert>
      )}
      {data !== undefined && data.email === null && (
        <Alert color="yellow" variant="light">
          {t('account.noticesNoEmail')}
        </Alert>
      )}
      <Switch
        label={t('account.noticesLabel')}
        description={data?.email ?? undefined}
        checked={shown.newInquiries}
        disabled={off}
        onChange={(event) => {
          change({ newInquiries: event.currentTarget.checked });
        }}
      />
      {digest && (
        <Switch
          label={t('account.digestLabel')}
          description={t('account.digestHint')}
          checked={shown.searchDigest}
          disabled={off}
          onChange={(event) => {
            change({ searchDigest: event.currentTarget.checked });
          }}
        />
      )}
      <FormError error={error === null ? null : problemFormErrors(error, [], tErrors).form} />
    </Stack>
  );
}
