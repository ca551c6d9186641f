import type { SearchUnderstood } from '@app/contract/search';
import type { TFunction } from 'i18next';

/**
 * What the list says above the results when the search rewrote the keyword, as Naver does:
 * `rewritten` (keyboard mode, 초성, a word typed halfway, a synonym, spacing) — "‘환풍기’ 검색
 * 결과입니다"; `didYouMean` (a typo) — "이것을 찾으셨나요? 송풍기". Both link back to the keyword
 * as typed.
 */
export type SearchNotice = { kind: 'rewritten' | 'didYouMean'; typed: string; searched: string };

/** The notice for a search as the API understood it; null when it searched the keyword as typed. */
export function searchNotice(understood: SearchUnderstood | undefined): SearchNotice | null {
  if (understood === undefined || understood.route === 'literal') return null;
  const { typed, searched } = understood;
  // Nothing to tell apart (a rewrite that only changed case or spaces the visitor cannot see).
  if (typed.toLowerCase() === searched.toLowerCase() || searched.trim() === '') return null;
  return { kind: understood.route === 'typo' ? 'didYouMean' : 'rewritten', typed, searched };
}

/** Stands in for the searched words while the sentence is translated, to find where they go. */
const PLACEHOLDER = '\u0000';

/**
 * The notice's sentence cut around the searched words (shown in bold: their place differs
 * between languages), and the text of the link back to the keyword as typed.
 */
export function searchNoticeText(
  notice: SearchNotice,
  t: TFunction<'search'>,
): { before: string; searched: string; after: string; link: string } {
  const sentence =
    notice.kind === 'didYouMean'
      ? t('notice.didYouMean', { searched: PLACEHOLDER })
      : t('notice.showing', { searched: PLACEHOLDER });
  const at = sentence.indexOf(PLACEHOLDER);
  return {
    before: at < 0 ? sentence : sentence.slice(0, at),
    searched: notice.searched,
    after: at < 0 ? '' : sentence.slice(at + PLACEHOLDER.length),
    link: t('notice.searchTyped', { typed: notice.typed }),
  };
}
