import { MENU_TARGET_KINDS, type MenuTargetKind } from '@app/contract/menu';
import { PAGE_SLUGS } from '@app/contract/page';
import { POLICIES } from '@app/contract/policy';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TargetDraft } from '../menu-draft';
import type { MenuChoices, MenuRowChoice } from './menu-choices';

type Props = {
  target: TargetDraft;
  onChange: (target: TargetDraft) => void;
  choices: MenuChoices;
  /** The refusal of the target's kind or row (`target`, `target.id`), and of its address. */
  error: string | undefined;
  /** Names the fields apart from other items' ("2번째 링크"). */
  itemName: string;
};

/** A row's choice: the list, with a row that no longer exists named as such. */
function rowOptions(rows: readonly MenuRowChoice[], id: number | null, missing: string) {
  const options = rows.map((row) => ({ value: String(row.id), label: row.path ?? row.name }));
  if (id !== null && !rows.some((row) => row.id === id)) {
    options.unshift({ value: String(id), label: missing });
  }
  return [{ value: '', label: '—', disabled: true }, ...options];
}

/** Where a link leads: its kind, then the page, policy, board, category, product or address. */
export function MenuTargetFields({ target, onChange, choices, error, itemName }: Props) {
  const { t } = useTranslation('adminPage');
  const { t: tPages } = useTranslation('pages');
  const set = (change: Partial<TargetDraft>) => {
    onChange({ ...target, ...change });
  };
  const rowLabel = t(`menus.targetRow.${target.kind}`, { item: itemName });
  const rowError = (rows: readonly MenuRowChoice[]) =>
    error ??
    (target.id !== null && !rows.some((row) => row.id === target.id)
      ? t('menus.errors.missingRow')
      : undefined);

  const detail = () => {
    switch (target.kind) {
      case 'page':
        return (
          <NativeSelect
            label={rowLabel}
            value={target.slug}
            onChange={(event) => {
              const slug = PAGE_SLUGS.find((s) => s === event.currentTarget.value);
              if (slug !== undefined) set({ slug });
            }}
            data={PAGE_SLUGS.map((slug) => ({ value: slug, label: tPages(`names.${slug}`) }))}
          />
        );
      case 'policy':
        return (
          <NativeSelect
            label={rowLabel}
            value={target.policy}
            onChange={(event) => {
              const policy = POLICIES.find((p) => p === event.currentTarget.value);
              if (policy !== undefined) set({ policy });
            }}
            data={POLICIES.map((policy) => ({
              value: policy,
              label: t(`menus.policies.${policy}`),
            }))}
          />
        );
      case 'board':
      case 'category': {
        const rows = target.kind === 'board' ? choices.boards : choices.categories;
        return (
          <NativeSelect
            label={rowLabel}
            value={target.id === null ? '' : String(target.id)}
            onChange={(event) => {
              const id = Number(event.currentTarget.value);
              set({ id: Number.isInteger(id) && id > 0 ? id : null });
            }}
            data={rowOptions(rows, target.id, t('menus.missingRow', { id: target.id }))}
            error={rowError(rows)}
          />
        );
      }
      case 'product':
        return choices.productPicker({
          label: rowLabel,
          value: target.id,
          onChange: (product) => {
            set({ id: product?.id ?? null, productName: product?.name ?? null });
          },
          error,
        });
      case 'url':
        return (
          <TextInput
            label={rowLabel}
            description={t('menus.urlHint')}
            placeholder="https://"
            value={target.url}
            onChange={(event) => {
              set({ url: event.currentTarget.value });
            }}
            error={error}
            dir="ltr"
          />
        );
      default:
        return null;
    }
  };

  const field = detail();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label={t('menus.targetKind', { item: itemName })}
        value={target.kind}
        onChange={(event) => {
          const kind = MENU_TARGET_KINDS.find((k) => k === event.currentTarget.value);
          // Another kind of row is another row: the choice starts over.
          if (kind !== undefined) set({ kind, id: null, productName: null });
        }}
        data={MENU_TARGET_KINDS.map((kind: MenuTargetKind) => ({
          value: kind,
          label: t(`menus.kinds.${kind}`),
        }))}
        // The kinds that need nothing more show the refusal here.
        error={field === null ? error : undefined}
      />
      {field}
    </SimpleGrid>
  );
}
