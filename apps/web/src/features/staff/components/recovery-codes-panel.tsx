import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function download(codes: string[], fileName: string) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, this once: the server keeps only their hashes. They stay on screen until
 * the member says they have stored them.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('adminStaff');
  return (
    <Stack gap="sm" component="section" aria-labelledby="recovery-codes-title">
      <Title order={3} size="h5" id="recovery-codes-title">
        {t('twoFactor.recoveryTitle')}
      </Title>
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
        {t('twoFactor.recoveryWarning')}
      </Alert>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ol"
        aria-label={t('twoFactor.recoveryList')}
        maw={440}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" size="md">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
              onClick={copy}
            >
              {t(copied ? 'twoFactor.copied' : 'twoFactor.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => {
            download(codes, t('twoFactor.recoveryFileName'));
          }}
        >
          {t('twoFactor.downloadCodes')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.codesStored')}</Button>
      </Group>
    </Stack>
  );
}
