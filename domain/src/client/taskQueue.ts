/** A FIFO queue running one task at a time (SPEC.md section 7: requests run in a queue). */
export interface TaskQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks queued or running. */
  readonly size: number;
}

export function createTaskQueue(): TaskQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      size += 1;
      const result = tail.then(task).finally(() => {
        size -= 1;
      });
      // The next task waits for this one whatever its outcome.
      tail = result.catch(() => undefined);
      return result;
    },
    get size() {
      return size;
    },
  };
}
