// Task creation under load: POST /api/tasks from 20 connections for 10 s (after a 2 s warm-up), each
// body unique (autocannon's [<id>] replacement gives every request its own title and operation id),
// signed in with a session cookie and CSRF token, one server process on this machine.
// Goal: >= 3,000 req/s, every answer a 201.
import { freePort, procStatusMb, removeDir, report, spawnServer, tempDataDir, waitFor200 } from './lib.ts';
import { autocannon, signUpOverHttp } from './seed-tasks.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 20;
const dataDir = tempDataDir('task-create');
const server = spawnServer({ port: await freePort(), dataDir });

try {
  await waitFor200(server);
  const session = await signUpOverHttp(server.url);
  const options = {
    url: `${server.url}/api/tasks`,
    connections,
    method: 'POST',
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      title: 'Call the dentist about [<id>]',
      opId: '[<id>]',
      importance: 7,
      urgency: 4,
      startDate: '2026-11-23',
      durationMinutes: 15,
    }),
    idReplacement: true,
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration });
  const created = result.statusCodeStats['201']?.count ?? 0;
  const list = (await (
    await fetch(`${server.url}/api/tasks?view=active&since=0`, { headers: { cookie: session.cookie } })
  ).json()) as { tasks: unknown[] };
  report(
    'task-create',
    {
      connections,
      durationS: duration,
      requestsPerSecond: Math.round(result.requests.average),
      totalRequests: result.requests.total,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non201: result.requests.total - created,
      errors: result.errors + result.timeouts,
      tasksAfter: list.tasks.length,
      serverRssAfterMb: procStatusMb(server.pid, 'VmRSS'),
    },
    [
      { metric: 'requestsPerSecond', min: 3000, unit: 'req/s' },
      { metric: 'non201', max: 0, unit: 'responses' },
    ],
  );
} finally {
  await server.stop();
  removeDir(dataDir);
}
