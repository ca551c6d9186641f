/**
 * The synonym rules staff are expected to have entered for the search-quality benchmark
 * (issue 31), each the body of one `POST /api/admin/v1/search/synonyms`. A one-way rule lets a
 * search for `term` also find its alternatives (스뎅 finds 스테인리스, never the reverse: the
 * catalogue writes 스테인리스); a two-way rule makes the words interchangeable, as Korean and
 * English names of the same product are.
 */
export interface SynonymRule {
  term: string;
  alternatives: string[];
  bothWays: boolean;
}

const oneWay = (term: string, ...alternatives: string[]): SynonymRule => ({
  term,
  alternatives,
  bothWays: false,
});
const bothWays = (term: string, ...alternatives: string[]): SynonymRule => ({
  term,
  alternatives,
  bothWays: true,
});

export const SYNONYMS: SynonymRule[] = [
  // Trade spellings (from Japanese and shop-floor usage) of the catalogue's standard words.
  oneWay('스뎅', '스테인리스'),
  oneWay('스텐', '스테인리스'),
  oneWay('후렌지', '플랜지'),
  oneWay('콤프레샤', '컴프레서'),
  oneWay('모타', '모터'),
  oneWay('밧데리', '배터리'),
  oneWay('레듀샤', '리듀서'),
  oneWay('가스켓', '개스킷'),
  oneWay('콘베어', '컨베이어'),
  oneWay('인바타', '인버터'),
  oneWay('뎀퍼', '댐퍼'),
  // English words for products the catalogue names in Korean only.
  bothWays('에어 컴프레서', 'air compressor'),
  bothWays('환풍기', 'exhaust fan'),
  bothWays('야채 세척기', 'vegetable washer'),
  bothWays('고추 건조기', 'pepper dryer'),
];
