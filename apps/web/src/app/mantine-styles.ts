/*
 * Mantine styles per component instead of the whole 290 kB sheet. Order matters: globals,
 * then components other components build on, then the rest. The `.layer` files sit in the
 * `mantine` cascade layer, so the app's own CSS modules win however chunks are ordered.
 * Admin-only components (AppShell, NavLink) import their styles in the admin chunk.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';

import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
// The label-beside-control layout of Checkbox, Radio and Switch (imported where they are used).
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';

import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

import '@mantine/notifications/styles.layer.css';
