import { Burger, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './main-header.module.css';
import { MainMenuContent } from './main-menu-content';

/**
 * The menu below 1200 px before the app starts, and without JavaScript: a `<details>` the
 * browser opens by itself, its summary drawn as the burger, the menu under the header. The app
 * puts the burger and its drawer in its place (main-header.tsx).
 */
export function MainMenuDetails() {
  const { t } = useTranslation('layout');
  // Drawn by the classes of the burger the app shows.
  const toggle = [UnstyledButton.classes.root, Burger.classes.root, classes.menuToggle];
  return (
    <details className="mantine-hidden-from-lg">
      <summary className={toggle.join(' ')}>
        <span className={Burger.classes.burger} />
        <VisuallyHidden>{t('menu.title')}</VisuallyHidden>
      </summary>
      <div className={classes.menuPanel}>
        <MainMenuContent />
      </div>
    </details>
  );
}
