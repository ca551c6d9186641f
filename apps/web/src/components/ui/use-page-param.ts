import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromSearchParams, withPage } from './page-param';

/**
 * The current page (0-based) from `?page=`, and a setter that navigates to another page.
 * The page change is a navigation, so the app's scroll restoration brings the reader to the top.
 */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setPage = useCallback(
    (page: number) => {
      setSearchParams((current) => withPage(current, page));
    },
    [setSearchParams],
  );
  return [pageFromSearchParams(searchParams), setPage];
}
