/**
 * Runs `run` for every item, `workers` at a time, each worker taking the next item once its
 * last is done: a replayed log's visitors in parallel, each visitor's requests in order.
 */
export async function inTurns<T>(
  items: readonly T[],
  workers: number,
  run: (item: T) => Promise<void>,
) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}
