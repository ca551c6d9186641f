import { ActionIcon, Group } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paginate } from './paginate';

type PaginationProps = {
  /** 0-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

/** First/previous, up to five page numbers, next/last (DESIGN §5); pair with `usePageParam`. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const view = paginate({ page, totalPages });
  if (view.totalPages === 0) return null;

  const step = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      disabled={disabled}
      onClick={() => {
        onChange(target);
      }}
    >
      {icon}
    </ActionIcon>
  );

  return (
    <nav aria-label={t('pagination.label')}>
      <Group gap={6} justify="center" wrap="nowrap">
        {step(
          t('pagination.first'),
          0,
          view.isFirstDisabled,
          <IconChevronsLeft size={18} aria-hidden />,
        )}
        {step(
          t('pagination.previous'),
          view.page - 1,
          view.isPrevDisabled,
          <IconChevronLeft size={18} aria-hidden />,
        )}
        {view.pages.map((number) => {
          const current = number === view.page;
          return (
            <ActionIcon
              key={number}
              variant={current ? 'filled' : 'default'}
              size="lg"
              aria-current={current ? 'page' : undefined}
              onClick={() => {
                if (!current) onChange(number);
              }}
            >
              {number + 1}
            </ActionIcon>
          );
        })}
        {step(
          t('pagination.next'),
          view.page + 1,
          view.isNextDisabled,
          <IconChevronRight size={18} aria-hidden />,
        )}
        {step(
          t('pagination.last'),
          view.totalPages - 1,
          view.isLastDisabled,
          <IconChevronsRight size={18} aria-hidden />,
        )}
      </Group>
    </nav>
  );
}
