// Task creation under load: POST /api/tasks from 20 connections for 10 s (after a 2 s warm-up), each
// body unique (autocannon's [<id>] replacement gives every request its own title and operation id),
// signed in with a session cookie and CSRF token, one server process on this machine.
// Goal: >= 3,000 req/s, every answer a 201.
import { procStatusMb, report, tasksLength, withServer } from './lib.ts';
import { benchDuration, failures, measureLoad, rateAndLatency, statusCount } from './load.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const connections = 20;

await withServer('task-create', {}, async (server) => {
  const session = await signUpOverHttp(server.url);
  const result = await measureLoad({
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
  });
  const tasksAfter = tasksLength(
    await (
      await fetch(`${server.url}/api/tasks?view=active&since=0`, { headers: { cookie: session.cookie } })
    ).json(),
  );
  report(
    'task-create',
    {
      connections,
      durationS: benchDuration,
      ...rateAndLatency(result),
      non201: result.requests.total - statusCount(result, 201),
      errors: failures(result),
      tasksAfter,
      serverRssAfterMb: procStatusMb(server.pid, 'VmRSS'),
    },
    [
      { metric: 'requestsPerSecond', min: 3000, unit: 'req/s' },
      { metric: 'non201', max: 0, unit: 'responses' },
    ],
  );
});
