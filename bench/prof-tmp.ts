import { withScratchPostgres, withServer } from './lib.ts';
import { measureLoad } from './load.ts';
import { signUpOverHttp } from './seed-tasks.ts';

await withScratchPostgres('prof', (url) =>
  withServer(
    'prof',
    { env: { DATABASE_URL: url, NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/lean/prof' } },
    async (server) => {
      const session = await signUpOverHttp(server.url);
      await measureLoad(
        {
          url: `${server.url}/api/tasks`,
          connections: 20,
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
        },
        6,
      );
    },
  ),
);
