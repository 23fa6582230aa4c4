/** A FIFO async mutex: mutating requests run one at a time. */
export interface Lock {
  run<T>(task: () => Promise<T> | T): Promise<T>;
  readonly pending: number;
}

export function createLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    run<T>(task: () => Promise<T> | T): Promise<T> {
      pending++;
      const result = tail.then(task).finally(() => {
        pending--;
      });
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
