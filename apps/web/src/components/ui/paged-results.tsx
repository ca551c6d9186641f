import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingSpinner } from './loading-spinner';
import { Pagination } from './pagination';
import { usePageParam } from './use-page-param';

type Page<T> = { items: T[]; total: number; size: number };

/**
 * One page of a list paged on the server, with the page in the URL: a loader while it loads,
 * `emptyLabel` when nothing matches, else the rows and the pager.
 */
export function PagedResults<T>({
  data,
  isPending,
  page,
  loadingLabel,
  emptyLabel,
  children,
}: {
  data: Page<T> | undefined;
  isPending: boolean;
  /** The page asked for (0-based), as the list's query read it from the URL. */
  page: number;
  loadingLabel: string;
  emptyLabel: string;
  /** The rows of this page (a table). */
  children: (items: T[]) => ReactNode;
}) {
  const [, setPage] = usePageParam();
  if (isPending) {
    return (
      <Group justify="center" py="xl">
        <LoadingSpinner label={loadingLabel} />
      </Group>
    );
  }
  if (data === undefined || data.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyLabel}
      </Text>
    );
  }
  return (
    <>
      {children(data.items)}
      <Pagination page={page} totalPages={Math.ceil(data.total / data.size)} onChange={setPage} />
    </>
  );
}
