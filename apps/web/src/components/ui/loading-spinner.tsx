import { Loader, type LoaderProps } from '@mantine/core';

/**
 * Mantine's Loader is a bare `<span>`, where `aria-label` is not allowed and so never read out;
 * as an indeterminate progress bar the label is announced ("불러오는 중…, progress bar").
 */
export function LoadingSpinner({
  label,
  ...props
}: Omit<LoaderProps, 'children'> & { label: string }) {
  return <Loader role="progressbar" aria-label={label} {...props} />;
}
