/**
 * Scores of a search run (issue 31). Relevance is binary: a result is right when its code is one
 * of the query's expected codes. A should-miss query succeeds, at every cut-off and in nDCG, only
 * when the search finds nothing.
 */
import { QUERY_KINDS, type LabelledQuery, type QueryKind } from './queries.ts';

/** What a search answered to one query. */
export interface Outcome {
  query: LabelledQuery;
  /** The expected codes present in the catalogue searched (empty for a should-miss query). */
  relevant: readonly string[];
  /** Codes of the first results, best first (up to 10). */
  found: readonly string[];
  /** How many results the search reported in all. */
  total: number;
}

export interface Scores {
  queries: number;
  successAt1: number;
  successAt3: number;
  ndcgAt10: number;
  zeroResultRate: number;
}

const successAt = (outcome: Outcome, k: number): boolean =>
  outcome.query.expects === null
    ? outcome.total === 0
    : outcome.found.slice(0, k).some((code) => outcome.relevant.includes(code));

function ndcgAt10(outcome: Outcome): number {
  if (outcome.query.expects === null) return outcome.total === 0 ? 1 : 0;
  const gain = (rank: number) => 1 / Math.log2(rank + 2);
  const dcg = outcome.found
    .slice(0, 10)
    .reduce((sum, code, rank) => sum + (outcome.relevant.includes(code) ? gain(rank) : 0), 0);
  const ideal = Array.from({ length: Math.min(outcome.relevant.length, 10) }, (_, rank) =>
    gain(rank),
  ).reduce((a, b) => a + b, 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

export function score(outcomes: readonly Outcome[]): Scores {
  return {
    queries: outcomes.length,
    successAt1: mean(outcomes.map((o) => (successAt(o, 1) ? 1 : 0))),
    successAt3: mean(outcomes.map((o) => (successAt(o, 3) ? 1 : 0))),
    ndcgAt10: mean(outcomes.map(ndcgAt10)),
    zeroResultRate: mean(outcomes.map((o) => (o.total === 0 ? 1 : 0))),
  };
}

/** Scores per kind (kinds without queries left out), then overall. */
export function scoreByKind(outcomes: readonly Outcome[]): [QueryKind | 'overall', Scores][] {
  const kinds = QUERY_KINDS.filter((kind) => outcomes.some((o) => o.query.kind === kind));
  return [
    ...kinds.map((kind): [QueryKind, Scores] => [
      kind,
      score(outcomes.filter((o) => o.query.kind === kind)),
    ]),
    ['overall', score(outcomes)],
  ];
}

/** Should-miss queries that found something: each one is a failure by itself. */
export const falseHits = (outcomes: readonly Outcome[]) =>
  outcomes.filter((o) => o.query.expects === null && o.total > 0);

const percent = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(6);

/** A table of each kind's scores, for one search or two side by side. */
export function formatScores(columns: { label: string; outcomes: readonly Outcome[] }[]): string {
  const byColumn = columns.map((c) => new Map(scoreByKind(c.outcomes)));
  const rows = [...(byColumn[0]?.keys() ?? [])];
  const metrics = ['s@1', 's@3', 'nDCG@10', 'zero'] as const;
  const cell = (s: Scores) =>
    [s.successAt1, s.successAt3, s.ndcgAt10, s.zeroResultRate].map(percent).join(' ');
  const groupWidth = metrics.length * 7 - 1;
  const header = [
    `${''.padEnd(9)} ${'n'.padStart(3)}  ${columns.map((c) => c.label.padEnd(groupWidth)).join(' | ')}`,
    `${''.padEnd(9)} ${''.padStart(3)}  ${columns.map(() => metrics.map((m) => m.padStart(6)).join(' ')).join(' | ')}`,
  ];
  const lines = rows.map((kind) => {
    const cells = byColumn.map((scores) => {
      const s = scores.get(kind);
      return s === undefined ? ''.padEnd(groupWidth) : cell(s);
    });
    const n = byColumn[0]?.get(kind)?.queries ?? 0;
    return `${kind.padEnd(9)} ${String(n).padStart(3)}  ${cells.join(' | ')}`;
  });
  return [...header, ...lines].join('\n');
}
