import { useSearchParams } from 'react-router';
import { keywordFromSearchParams } from '../keyword';

/** The current search keyword from the URL; empty when there is none. */
export function useSearchKeyword(): string {
  const [searchParams] = useSearchParams();
  return keywordFromSearchParams(searchParams);
}
