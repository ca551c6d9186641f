import '../../../lib/zod-config';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  type AdminMenus,
  DEFAULT_MENUS,
  type MenuRows,
  menusInputSchema,
  resolveMenus,
} from '@app/contract/menu';
import { Button, Fieldset, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFolderPlus, IconLayoutList, IconPlus, IconRestore } from '@tabler/icons-react';
import { type ReactNode, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { FormError } from '../../../components/ui/form-error';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { isApiError } from '../../../lib/api-error';
import { useRestoreMenus, useSaveMenus } from '../api/admin-menus';
import {
  type GroupDraft,
  type HeaderDraft,
  LIMITS,
  type LinkDraft,
  type MenusDraft,
  boardsAsGroup,
  draftOf,
  inputOf,
  intoGroupAbove,
  moved,
  newBoardsGroup,
  newGroup,
  newLink,
  outOfGroup,
  previewOf,
} from '../menu-draft';
import type { MenuChoices, MenuRowChoice } from './menu-choices';
import { MenuItemCard } from './menu-item-card';
import { MenuPreview } from './menu-preview';

type Language = 'ko' | 'en';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 };
const replaceAt = <T,>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, i) => (i === index ? item : current));
const removeAt = <T,>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** A row's name in the preview's language, and whether it fell back to the Korean. */
const nameIn = (row: MenuRowChoice, lang: Language) =>
  lang === 'en' && row.nameEn !== null
    ? { name: row.nameEn, korean: false }
    : { name: row.name, korean: lang === 'en' };

function AddButton({
  label,
  onClick,
  icon = <IconPlus size={16} aria-hidden />,
}: {
  label: string;
  onClick: (() => void) | undefined;
  icon?: ReactNode;
}) {
  return (
    <Button variant="light" leftSection={icon} onClick={onClick} disabled={onClick === undefined}>
      {label}
    </Button>
  );
}

/**
 * The header's and footer's menus: items in order, each with its Korean and English labels and
 * where it leads; header items may be groups of links (one level), and the boards group lists
 * every board by itself until staff make it their own. A preview shows the result in either
 * language; the contract checks it here and on the server.
 */
export function MenuEditor({ menus, choices }: { menus: AdminMenus; choices: MenuChoices }) {
  const { t } = useTranslation('adminPage');
  const { t: tErrors } = useTranslation('errors');
  const save = useSaveMenus();
  const restore = useRestoreMenus();
  const [draft, setDraft] = useState<MenusDraft>(() => draftOf(menus));
  const [saved, setSaved] = useState(() => JSON.stringify(inputOf(draft)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [previewLanguage, setPreviewLanguage] = useState<Language>('ko');
  const [confirmRestore, setConfirmRestore] = useState(false);
  const [stored, setStored] = useState(menus.updatedAt !== null);
  // The button to focus once a move has re-rendered the list (the moved item's own): React
  // moves the item's elements, and an element moved loses focus.
  const focusAfterMove = useRef<string | null>(null);
  const guard = useUnsavedChangesGuard(JSON.stringify(inputOf(draft)) !== saved);

  useEffect(() => {
    if (focusAfterMove.current === null) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  const error = (path: string) => errors[path];
  /** A change of order or nesting: refusals named by place no longer point at their items. */
  const restructure = (next: MenusDraft) => {
    setDraft(next);
    setErrors({});
  };
  const setHeader = (header: HeaderDraft[]) => {
    setDraft((current) => ({ ...current, header }));
  };
  const setFooter = (footer: LinkDraft[]) => {
    setDraft((current) => ({ ...current, footer }));
  };
  /** Moves an item and keeps focus on its button, or on the other one at either end. */
  const move = <T extends { key: string }>(
    list: readonly T[],
    index: number,
    delta: -1 | 1,
    apply: (list: T[]) => void,
  ) => {
    const item = list[index];
    if (item === undefined) return;
    const to = index + delta;
    const atEnd = to === 0 || to === list.length - 1;
    const direction = delta < 0 ? 'up' : 'down';
    const other = delta < 0 ? 'down' : 'up';
    focusAfterMove.current = `${item.key}-${atEnd ? other : direction}`;
    apply(moved(list, index, delta));
    setErrors({});
  };

  const messageOf = (issue: z.core.$ZodIssue): string => {
    const last = issue.path.at(-1);
    if (last === 'url') {
      if (issue.code === 'too_small') return t('menus.errors.urlRequired');
      if (issue.code === 'too_big') return t('menus.errors.urlTooLong');
      return t('menus.errors.urlInvalid');
    }
    if (last === 'label' || last === 'labelEn') {
      return issue.code === 'too_big'
        ? t('menus.errors.labelTooLong')
        : t('menus.errors.labelRequired');
    }
    if (last === 'id') return t('menus.errors.chooseRow');
    if (last === 'children') {
      return issue.code === 'too_big' ? t('menus.errors.groupFull') : t('menus.errors.groupEmpty');
    }
    if (issue.path.length === 1 && issue.code === 'custom') return t('menus.errors.oneBoards');
    return t('menus.errors.invalid');
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = menusInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= messageOf(issue);
      setErrors(found);
      setFormError(t('menus.invalid'));
      return;
    }
    setErrors({});
    const current = JSON.stringify(inputOf(draft));
    save.mutate(parsed.data, {
      onSuccess: () => {
        guard.markSaved();
        setSaved(current);
        setStored(true);
        notifications.show({ color: 'teal', message: t('menus.saved') });
      },
      onError: (failure) => {
        if (!isApiError(failure)) {
          setFormError(tErrors('status.unexpected'));
          return;
        }
        // A board, category or product deleted meanwhile: named under its item.
        const named: Record<string, string> = {};
        for (const { field } of failure.problem?.errors ?? []) {
          const path = field.replace(/^body\./, '');
          named[path] = path.endsWith('.target')
            ? t('menus.errors.missingRow')
            : t('menus.errors.invalid');
        }
        setErrors(named);
        setFormError(
          Object.keys(named).length > 0 ? t('menus.invalid') : apiErrorMessage(failure, tErrors),
        );
      },
    });
  };

  const restoreDefault = () => {
    restore.mutate(undefined, {
      onSuccess: (result) => {
        const next = draftOf(result);
        setDraft(next);
        setSaved(JSON.stringify(inputOf(next)));
        setErrors({});
        setFormError(null);
        setConfirmRestore(false);
        setStored(false);
        notifications.show({ color: 'teal', message: t('menus.restored') });
      },
    });
  };

  const rows: MenuRows = {
    boards: choices.boards.map((board) => ({ id: board.id, ...nameIn(board, previewLanguage) })),
    categories: new Map(choices.categories.map((c) => [c.id, nameIn(c, previewLanguage)])),
    products: new Map(
      [...draft.footer, ...draft.header.flatMap((i) => (i.type === 'group' ? i.children : [i]))]
        .flatMap((item) =>
          item.type === 'link' && item.target.kind === 'product' && item.target.id !== null
            ? [[item.target.id, item.target.productName] as const]
            : [],
        )
        .map(([id, name]) => [id, { name: name ?? `#${String(id)}`, korean: false }]),
    ),
  };
  const preview = resolveMenus(previewOf(draft), previewLanguage, rows);
  const hasBoards = draft.header.some((item) => item.type === 'boards');
  const defaultBoards = DEFAULT_MENUS.header.find((item) => item.type === 'boards');

  const groupChildren = (group: GroupDraft, index: number, groupName: string) => {
    const setChildren = (children: LinkDraft[]) => {
      setHeader(replaceAt(draft.header, index, { ...group, children }));
    };
    return (
      <Stack gap="xs" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
        <Text size="sm" fw={500}>
          {t('menus.groupLinks')}
        </Text>
        {error(`header.${String(index)}.children`) !== undefined && (
          <Text size="sm" c="red.8" role="alert">
            {error(`header.${String(index)}.children`)}
          </Text>
        )}
        <Stack component="ol" gap="xs" style={listStyle}>
          {group.children.map((child, j) => {
            const name = t('menus.childItem', { group: groupName, n: j + 1 });
            return (
              <MenuItemCard
                key={child.key}
                item={child}
                path={`header.${String(index)}.children.${String(j)}`}
                name={name}
                error={error}
                choices={choices}
                onChange={(next) => {
                  if (next.type === 'link') setChildren(replaceAt(group.children, j, next));
                }}
                actions={{
                  up:
                    j > 0
                      ? () => {
                          move(group.children, j, -1, setChildren);
                        }
                      : undefined,
                  down:
                    j < group.children.length - 1
                      ? () => {
                          move(group.children, j, 1, setChildren);
                        }
                      : undefined,
                  remove: () => {
                    restructure({
                      ...draft,
                      header: replaceAt(draft.header, index, {
                        ...group,
                        children: removeAt(group.children, j),
                      }),
                    });
                  },
                  outOfGroup:
                    draft.header.length < LIMITS.header
                      ? () => {
                          restructure({ ...draft, header: outOfGroup(draft.header, index, j) });
                        }
                      : undefined,
                }}
              />
            );
          })}
        </Stack>
        <AddButton
          label={t('menus.addGroupLink', { group: groupName })}
          onClick={
            group.children.length < LIMITS.children
              ? () => {
                  setChildren([...group.children, newLink()]);
                }
              : undefined
          }
        />
      </Stack>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('menus.title')}>
      <Stack gap="lg">
        <Fieldset legend={t('menus.header')}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('menus.headerHint', { max: LIMITS.header })}
            </Text>
            {error('header') !== undefined && (
              <Text size="sm" c="red.8" role="alert">
                {error('header')}
              </Text>
            )}
            {draft.header.length === 0 && <Text size="sm">{t('menus.emptyHeader')}</Text>}
            <Stack component="ol" gap="sm" style={listStyle}>
              {draft.header.map((item, i) => {
                const name = t('menus.headerItem', { n: i + 1 });
                const above = draft.header[i - 1];
                const canNest =
                  item.type === 'link' &&
                  above?.type === 'group' &&
                  above.children.length < LIMITS.children;
                return (
                  <MenuItemCard
                    key={item.key}
                    item={item}
                    path={`header.${String(i)}`}
                    name={name}
                    error={error}
                    choices={choices}
                    onChange={(next) => {
                      setHeader(replaceAt(draft.header, i, next));
                    }}
                    actions={{
                      up:
                        i > 0
                          ? () => {
                              move(draft.header, i, -1, setHeader);
                            }
                          : undefined,
                      down:
                        i < draft.header.length - 1
                          ? () => {
                              move(draft.header, i, 1, setHeader);
                            }
                          : undefined,
                      remove: () => {
                        restructure({ ...draft, header: removeAt(draft.header, i) });
                      },
                      ...(item.type === 'link'
                        ? {
                            intoGroup: canNest
                              ? () => {
                                  restructure({
                                    ...draft,
                                    header: intoGroupAbove(draft.header, i),
                                  });
                                }
                              : undefined,
                          }
                        : {}),
                    }}
                  >
                    {item.type === 'group' && groupChildren(item, i, name)}
                    {item.type === 'boards' && (
                      <Group justify="space-between" gap="sm">
                        <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: '16rem' }}>
                          {t('menus.boardsHint', { count: choices.boards.length })}
                        </Text>
                        <Button
                          variant="default"
                          size="xs"
                          leftSection={<IconLayoutList size={14} aria-hidden />}
                          onClick={() => {
                            restructure({
                              ...draft,
                              header: replaceAt(
                                draft.header,
                                i,
                                boardsAsGroup(
                                  item,
                                  choices.boards.map((board) => board.id),
                                ),
                              ),
                            });
                          }}
                        >
                          {t('menus.customiseBoards')}
                        </Button>
                      </Group>
                    )}
                  </MenuItemCard>
                );
              })}
            </Stack>
            <Group gap="sm">
              <AddButton
                label={t('menus.addLink')}
                onClick={
                  draft.header.length < LIMITS.header
                    ? () => {
                        setHeader([...draft.header, newLink()]);
                      }
                    : undefined
                }
              />
              <AddButton
                label={t('menus.addGroup')}
                icon={<IconFolderPlus size={16} aria-hidden />}
                onClick={
                  draft.header.length < LIMITS.header
                    ? () => {
                        setHeader([...draft.header, newGroup()]);
                      }
                    : undefined
                }
              />
              {!hasBoards && defaultBoards !== undefined && (
                <AddButton
                  label={t('menus.addBoards')}
                  icon={<IconLayoutList size={16} aria-hidden />}
                  onClick={
                    draft.header.length < LIMITS.header
                      ? () => {
                          setHeader([
                            ...draft.header,
                            newBoardsGroup(defaultBoards.label, defaultBoards.labelEn ?? ''),
                          ]);
                        }
                      : undefined
                  }
                />
              )}
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('menus.footer')}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('menus.footerHint', { max: LIMITS.footer })}
            </Text>
            {error('footer') !== undefined && (
              <Text size="sm" c="red.8" role="alert">
                {error('footer')}
              </Text>
            )}
            {draft.footer.length === 0 && <Text size="sm">{t('menus.emptyFooter')}</Text>}
            <Stack component="ol" gap="sm" style={listStyle}>
              {draft.footer.map((item, i) => (
                <MenuItemCard
                  key={item.key}
                  item={item}
                  path={`footer.${String(i)}`}
                  name={t('menus.footerItem', { n: i + 1 })}
                  error={error}
                  choices={choices}
                  onChange={(next) => {
                    if (next.type === 'link') setFooter(replaceAt(draft.footer, i, next));
                  }}
                  actions={{
                    up:
                      i > 0
                        ? () => {
                            move(draft.footer, i, -1, setFooter);
                          }
                        : undefined,
                    down:
                      i < draft.footer.length - 1
                        ? () => {
                            move(draft.footer, i, 1, setFooter);
                          }
                        : undefined,
                    remove: () => {
                      restructure({ ...draft, footer: removeAt(draft.footer, i) });
                    },
                  }}
                />
              ))}
            </Stack>
            <AddButton
              label={t('menus.addFooterLink')}
              onClick={
                draft.footer.length < LIMITS.footer
                  ? () => {
                      setFooter([...draft.footer, newLink()]);
                    }
                  : undefined
              }
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('menus.preview')}>
          <Stack gap="sm">
            <SegmentedControl
              value={previewLanguage}
              onChange={(value) => {
                setPreviewLanguage(value === 'en' ? 'en' : 'ko');
              }}
              data={[
                { value: 'ko', label: t('homeSections.korean') },
                { value: 'en', label: t('homeSections.english') },
              ]}
              aria-label={t('menus.previewLanguage')}
              w="fit-content"
            />
            <MenuPreview menus={preview} />
          </Stack>
        </Fieldset>

        <FormError error={formError} />
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red.9"
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={() => {
              setConfirmRestore(true);
            }}
            // Nothing saved: the site shows the default menus already.
            disabled={!stored}
          >
            {t('menus.restore')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirmRestore}
        title={t('menus.restoreTitle')}
        message={t('menus.restoreMessage')}
        confirmLabel={t('menus.restoreConfirm')}
        cancelLabel={t('menus.cancel')}
        danger
        loading={restore.isPending}
        error={restore.isError ? t('menus.restoreFailed') : null}
        onConfirm={restoreDefault}
        onClose={() => {
          setConfirmRestore(false);
        }}
      />
      {guard.dialog}
    </form>
  );
}
