import { afterEach, vi } from 'vitest';

// A test that logs console.error fails (STYLE.md): errors must be asserted, not printed.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${JSON.stringify(calls[0])}`);
});
