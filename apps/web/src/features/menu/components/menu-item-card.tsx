import '@mantine/core/styles/Tooltip.layer.css';
import { isReferenceKind } from '@app/contract/menu';
import {
  ActionIcon,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowBarToUp,
  IconArrowDown,
  IconArrowUp,
  IconIndentIncrease,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderDraft } from '../menu-draft';
import type { MenuChoices } from './menu-choices';
import { MenuTargetFields } from './menu-target-fields';

/** An action of an item's toolbar; absent, its button is disabled (so focus order stays put). */
type Action = (() => void) | undefined;

export type ItemActions = {
  up: Action;
  down: Action;
  remove: () => void;
  /** Header links only: into the group above, or out of their group. */
  intoGroup?: Action;
  outOfGroup?: Action;
};

type Props = {
  item: HeaderDraft;
  /** The item's place in the request (`header.2.children.0`), as refusals name it. */
  path: string;
  /** How the item is named to screen readers and in messages ("헤더 2번째 항목"). */
  name: string;
  error: (path: string) => string | undefined;
  onChange: (item: HeaderDraft) => void;
  actions: ItemActions;
  choices: MenuChoices;
  /** A group's links, or what the boards group says of itself. */
  children?: ReactNode;
};

function ToolButton({
  id,
  label,
  onClick,
  color,
  icon,
}: {
  id?: string;
  label: string;
  onClick: Action;
  color?: string;
  icon: ReactNode;
}) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        id={id}
        variant="subtle"
        color={color ?? 'gray'}
        aria-label={label}
        disabled={onClick === undefined}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * One item of a menu: its Korean and English labels side by side, where it leads (links), and a
 * toolbar to move it up or down, into or out of a group, or remove it. Every action is a
 * button, so the keyboard does all the mouse does.
 */
export function MenuItemCard({
  item,
  path,
  name,
  error,
  onChange,
  actions,
  choices,
  children,
}: Props) {
  const { t } = useTranslation('adminPage');
  const title = item.label.trim() === '' ? t('menus.untitled') : item.label.trim();
  const kindLabel = t(`menus.itemTypes.${item.type}`);
  const optional = item.type === 'link' && isReferenceKind(item.target.kind);
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate>
            {name} · {kindLabel} · {title}
          </Text>
          <Group gap={2} wrap="nowrap">
            <ToolButton
              id={`${item.key}-up`}
              label={t('menus.moveUp', { item: name })}
              onClick={actions.up}
              icon={<IconArrowUp size={18} aria-hidden />}
            />
            <ToolButton
              id={`${item.key}-down`}
              label={t('menus.moveDown', { item: name })}
              onClick={actions.down}
              icon={<IconArrowDown size={18} aria-hidden />}
            />
            {'intoGroup' in actions && (
              <ToolButton
                label={t('menus.intoGroup', { item: name })}
                onClick={actions.intoGroup}
                icon={<IconIndentIncrease size={18} aria-hidden />}
              />
            )}
            {'outOfGroup' in actions && (
              <ToolButton
                label={t('menus.outOfGroup', { item: name })}
                onClick={actions.outOfGroup}
                icon={<IconArrowBarToUp size={18} aria-hidden />}
              />
            )}
            <ToolButton
              label={t('menus.remove', { item: name })}
              onClick={actions.remove}
              color="red"
              icon={<IconTrash size={18} aria-hidden />}
            />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('menus.label', { item: name })}
            description={optional ? t('menus.labelFromRow') : undefined}
            lang="ko"
            value={item.label}
            onChange={(event) => {
              onChange({ ...item, label: event.currentTarget.value });
            }}
            error={error(`${path}.label`)}
            required={!optional}
          />
          <TextInput
            label={t('menus.labelEn', { item: name })}
            description={t('menus.labelEnHint')}
            lang="en"
            value={item.labelEn}
            onChange={(event) => {
              onChange({ ...item, labelEn: event.currentTarget.value });
            }}
            error={error(`${path}.labelEn`)}
          />
        </SimpleGrid>
        {item.type === 'link' && (
          <MenuTargetFields
            target={item.target}
            onChange={(target) => {
              onChange({ ...item, target });
            }}
            choices={choices}
            itemName={name}
            error={
              error(`${path}.target`) ??
              error(`${path}.target.id`) ??
              error(`${path}.target.url`) ??
              error(`${path}.target.kind`)
            }
          />
        )}
        {children}
      </Stack>
    </Paper>
  );
}
