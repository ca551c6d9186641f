/**
 * Runs tasks one at a time, each after the one before has settled (a flush asked for while a
 * timer's is under way waits for it rather than being answered by it).
 */
export function oneAtATime() {
  let running: Promise<void> | null = null;
  return {
    /** The task's own promise: its caller sees its failure. */
    run(task: () => Promise<void>): Promise<void> {
      const run = (running ?? Promise.resolve()).then(task);
      // Only orders the next task after this one, so it never rejects: a second rejection
      // nobody awaits would end the process.
      const tracked: Promise<void> = run
        .catch(() => undefined)
        .finally(() => {
          if (running === tracked) running = null;
        });
      running = tracked;
      return run;
    },
    /** Whether a task is under way or waiting. */
    busy: () => running !== null,
    /** Settles once the tasks under way have; never rejects. */
    idle: (): Promise<void> => running ?? Promise.resolve(),
  };
}
