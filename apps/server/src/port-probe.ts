// Whether the server's port is taken, asked before anything heavy loads: `nova serve` on a busy port
// says so in a moment, not after loading every module and migrating the database. The real listen
// still reports the port (another program may take it in between).
import { createServer } from 'node:net';

/** True when binding `port` on `host` fails with EADDRINUSE; false when it binds (or fails otherwise). */
export function portInUse(port: number, host: string): Promise<boolean> {
  if (port === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}
