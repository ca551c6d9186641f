import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import type { HomeLayout } from '@app/contract/home-sections';
import { arrayMove } from '@dnd-kit/sortable';
import { ActionIcon, Fieldset, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const buttonId = (key: string, direction: 'up' | 'down') => `home-layout-${key}-${direction}`;

/**
 * "구성": the sections below the hero in the order the home page shows them, each with buttons
 * to move it and a switch to show it. The same in every language.
 */
export function HomeLayoutCard({
  layout,
  onChange,
}: {
  layout: HomeLayout;
  onChange: (layout: HomeLayout) => void;
}) {
  const { t } = useTranslation('adminPage');
  // The button to focus once a move has re-rendered the list: a moved element loses focus.
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterMove.current === null) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  /** Moves a section and keeps focus on its button, or on the other one at either end. */
  const move = (index: number, delta: -1 | 1) => {
    const key = layout[index]?.key;
    if (key === undefined) return;
    const to = index + delta;
    const atEnd = to === 0 || to === layout.length - 1;
    const direction = delta < 0 ? 'up' : 'down';
    focusAfterMove.current = buttonId(key, atEnd ? (delta < 0 ? 'down' : 'up') : direction);
    onChange(arrayMove(layout, index, to));
  };

  return (
    <Fieldset legend={t('homeSections.layout')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('homeSections.layoutHint')}
        </Text>
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {layout.map(({ key, visible }, index) => {
            const name = t(`homeSections.sections.${key}`);
            return (
              <Paper component="li" key={key} withBorder radius="md" px="sm" py={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Switch
                    label={name}
                    checked={visible}
                    onChange={(event) => {
                      const shown = event.currentTarget.checked;
                      onChange(layout.map((s) => (s.key === key ? { key, visible: shown } : s)));
                    }}
                  />
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      id={buttonId(key, 'up')}
                      variant="subtle"
                      color="gray"
                      aria-label={t('homeSections.moveUp', { section: name })}
                      disabled={index === 0}
                      onClick={() => {
                        move(index, -1);
                      }}
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      id={buttonId(key, 'down')}
                      variant="subtle"
                      color="gray"
                      aria-label={t('homeSections.moveDown', { section: name })}
                      disabled={index === layout.length - 1}
                      onClick={() => {
                        move(index, 1);
                      }}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </Fieldset>
  );
}
