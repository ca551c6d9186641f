import '@mantine/core/styles/Drawer.layer.css';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogProps } from '../../components/ui/use-dialog-props';
import { MainMenuContent } from './main-menu-content';

/**
 * The menu below 1200 px, in a drawer. Its own chunk, fetched when first opened: most visits
 * never open it, and the drawer's machinery (focus trap, scroll lock) is not small.
 */
export function MainMobileMenu({
  id,
  opened,
  onClose,
}: {
  id: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  const dialogProps = useDialogProps(t('menu.close'));
  return (
    <Drawer
      {...dialogProps}
      id={id}
      opened={opened}
      onClose={onClose}
      title={t('menu.title')}
      position="right"
      size="min(22rem, 100vw)"
    >
      <MainMenuContent onNavigate={onClose} />
    </Drawer>
  );
}
