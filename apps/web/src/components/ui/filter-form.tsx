import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode, SubmitEvent } from 'react';

/**
 * A list's filter bar: named fields applied together on submit (typing does not fire a search
 * per key), blank ones left out; reset applies no filters. The page keeps them in the URL.
 */
export function FilterForm<K extends string>({
  names,
  applied,
  label,
  searchLabel,
  resetLabel,
  onApply,
  children,
}: {
  /** The `name`s of the fields to read. */
  names: readonly K[];
  /** The filters in force: the form is keyed by them, so reset and back/forward refill it. */
  applied: object;
  label: string;
  searchLabel: string;
  resetLabel: string;
  onApply: (values: Partial<Record<K, string>>) => void;
  children: ReactNode;
}) {
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: Partial<Record<K, string>> = {};
    for (const name of names) {
      const value = data.get(name);
      if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
    }
    onApply(values);
  };

  return (
    <form
      key={JSON.stringify(applied)}
      onSubmit={submit}
      onReset={() => {
        onApply({});
      }}
      role="search"
      aria-label={label}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        {children}
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {searchLabel}
        </Button>
        <Button type="reset" variant="default">
          {resetLabel}
        </Button>
      </Group>
    </form>
  );
}
