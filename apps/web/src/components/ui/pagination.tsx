import { ActionIcon, Group } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/i18n/localized-navigation';
import { withPage } from './page-param';
import { paginate } from './paginate';

type PaginationProps = {
  /** 0-based. */
  page: number;
  totalPages: number;
  /**
   * For a page kept in a component's state (a dialog's list): buttons that call it. Without it
   * the page is the URL's `?page=` and every control is a link, which works before the app
   * starts and without JavaScript.
   */
  onChange?: ((page: number) => void) | undefined;
};

type ControlProps = {
  target: number;
  /** At an end (first, previous, next, last): shown dimmed, and goes nowhere. */
  disabled?: boolean;
  current?: boolean;
  /** The accessible name; a page number is named by its digits. */
  label?: string;
  onChange: PaginationProps['onChange'];
  children: ReactNode;
};

/** One control: a link to its page in the URL, or a button calling `onChange`. */
function PageControl({
  target,
  disabled = false,
  current = false,
  label,
  onChange,
  children,
}: ControlProps) {
  const [searchParams] = useSearchParams();
  const look = {
    variant: current ? 'filled' : 'default',
    size: 'lg',
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
  };
  if (onChange !== undefined) {
    return (
      <ActionIcon
        {...look}
        disabled={disabled}
        onClick={() => {
          if (!current) onChange(target);
        }}
      >
        {children}
      </ActionIcon>
    );
  }
  if (disabled) {
    // No href, so no link to follow; the role keeps its name and says it is unavailable.
    return (
      <ActionIcon {...look} component="a" role="link" aria-disabled="true" data-disabled>
        {children}
      </ActionIcon>
    );
  }
  return (
    <ActionIcon
      {...look}
      component={Link}
      to={{ search: `?${withPage(searchParams, target).toString()}` }}
      // The page shown already: the script stays put, as the button did.
      onClick={(event: MouseEvent) => {
        if (current) event.preventDefault();
      }}
    >
      {children}
    </ActionIcon>
  );
}

/**
 * First/previous, up to five page numbers, next/last (DESIGN §5), for the page in the URL (read
 * with `usePageParam`) or, given `onChange`, in a component's state.
 */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const view = paginate({ page, totalPages });
  if (view.totalPages === 0) return null;

  return (
    <nav aria-label={t('pagination.label')}>
      <Group gap={6} justify="center" wrap="nowrap">
        <PageControl
          target={0}
          disabled={view.isFirstDisabled}
          label={t('pagination.first')}
          onChange={onChange}
        >
          <IconChevronsLeft size={18} aria-hidden />
        </PageControl>
        <PageControl
          target={view.page - 1}
          disabled={view.isPrevDisabled}
          label={t('pagination.previous')}
          onChange={onChange}
        >
          <IconChevronLeft size={18} aria-hidden />
        </PageControl>
        {view.pages.map((number) => (
          <PageControl
            key={number}
            target={number}
            current={number === view.page}
            onChange={onChange}
          >
            {number + 1}
          </PageControl>
        ))}
        <PageControl
          target={view.page + 1}
          disabled={view.isNextDisabled}
          label={t('pagination.next')}
          onChange={onChange}
        >
          <IconChevronRight size={18} aria-hidden />
        </PageControl>
        <PageControl
          target={view.totalPages - 1}
          disabled={view.isLastDisabled}
          label={t('pagination.last')}
          onChange={onChange}
        >
          <IconChevronsRight size={18} aria-hidden />
        </PageControl>
      </Group>
    </nav>
  );
}
