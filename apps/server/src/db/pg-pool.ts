// Closing a node-postgres pool for good: pool.end() resolves once it has asked each client to end, not
// when the sockets are closed, so a caller that drops the database right after (tests, the CLI) could
// still find sessions, and the server terminating them raised an 'error' on a client nobody listened
// to. endPool() waits for every client to be removed (bounded by `timeoutMs`).
import type pg from 'pg';

export async function endPool(
  pool: pg.Pool,
  options: { end?: () => Promise<unknown>; timeoutMs: number },
): Promise<void> {
  const open = pool.totalCount;
  const allRemoved = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    let removed = 0;
    pool.on('remove', () => {
      if (++removed >= open) resolve();
    });
    setTimeout(resolve, options.timeoutMs).unref();
  });
  await (options.end ? options.end() : pool.end());
  await allRemoved;
}
