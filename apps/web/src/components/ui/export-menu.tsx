import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ExportFormat = 'xlsx' | 'csv';

/** A 내보내기 button whose menu offers .xlsx and CSV; `hint` says what will be exported. */
export function ExportMenu({
  hint,
  loading,
  onExport,
}: {
  hint: string;
  loading: boolean;
  onExport: (format: ExportFormat) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          loading={loading}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{hint}</Menu.Label>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Menu.Item
            key={format}
            onClick={() => {
              onExport(format);
            }}
          >
            {t(`export.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
