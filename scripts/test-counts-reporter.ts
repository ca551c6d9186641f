import type { Reporter, TestModule, TestState } from 'vitest/node';

/**
 * Prints, after vitest's own summary, how many tests each project ran: the API suite's count on
 * each database (server: PGlite, server-pg: PostgreSQL) shows at a glance that neither pass
 * lost tests. Skipped tests are those for the other database only (`test.runIf(testDbKind…)`).
 */
export default class TestCountsReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const counts = new Map<string, Record<TestState, number>>();
    for (const testModule of testModules) {
      const name = testModule.project.name || '(root)';
      const count = counts.get(name) ?? { passed: 0, failed: 0, skipped: 0, pending: 0 };
      for (const test of testModule.children.allTests()) count[test.result().state] += 1;
      counts.set(name, count);
    }
    if (counts.size === 0) return;
    const width = Math.max(...[...counts.keys()].map((name) => name.length));
    console.log('\n Tests per project');
    for (const [name, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
      const parts = Object.entries(count)
        .filter(([state, n]) => n > 0 || state === 'passed')
        .map(([state, n]) => `${String(n)} ${state}`);
      console.log(`   ${name.padEnd(width)}  ${parts.join(', ')}`);
    }
  }
}
