// The assistant's hot paths with the local provider:
// - local parse of a 500-character message, in-process: p99 over 3,000 runs (goal <= 5 ms);
// - daily priorities for 1,000 tasks, in-process: p99 over 200 runs (goal <= 20 ms);
// - POST /api/ai/parse on the bundled server with autocannon, 20 connections for 10 s after a 2 s
//   warm-up, one signed-in user (goal >= 1,000 req/s). The per-user AI rate limit is raised for the
//   run (AI_RATE_LIMIT_PER_MINUTE) so the route is measured, not the limiter.
import { localParse } from '../apps/server/src/assistant-engine/local/parse.ts';
import {
  localPriorities,
  type PrioritizableTask,
} from '../apps/server/src/assistant-engine/local/priorities.ts';
import { cycle, percentile, procStatusMb, report, round, withServer } from './lib.ts';
import { benchDuration, failures, measureLoad } from './load.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const percentileOf = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );

function time(runs: number, fn: () => void): number[] {
  for (let i = 0; i < 200; i++) fn(); // warm-up: JIT and chrono's lazy parsers
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    out.push(performance.now() - started);
  }
  return out;
}

const message = [
  'Завтра купить хлеб, молоко и яйца, позвонить маме в пятницу.',
  'Срочно сдать квартальный отчёт через 3 дня (2 часа).',
  '- убраться дома на выходных',
  '- записаться к врачу 5 декабря',
  '- бегать каждый день утром',
  'Подготовить презентацию для клиента к понедельнику, важно; оплатить счета до конца месяца',
  'и спланировать отпуск #семья',
]
  .join('\n')
  .slice(0, 500)
  .padEnd(500, '.');
const now = new Date('2026-11-18T09:00:00Z');
const parseTimes = time(3000, () =>
  localParse({ text: message, locale: 'ru', now, timeZone: 'Europe/Moscow' }),
);

const statuses = ['waiting', 'inProgress', 'paused', 'scheduled', 'completed'];
const tasks: PrioritizableTask[] = Array.from({ length: 1000 }, (_, i) => ({
  id: `t${i}`,
  title: `Task ${i} report call buy`,
  description: '',
  status: cycle(statuses, i),
  importance: ((i * 7) % 10) + 1,
  urgency: ((i * 3) % 10) + 1,
  startDate: i % 3 ? `2026-12-${String((i % 28) + 1).padStart(2, '0')}` : null,
  createdAt: new Date(1_700_000_000_000 + i * 1000).toISOString(),
  durationMinutes: (i % 4) * 30 || null,
}));
const priorityTimes = time(200, () => localPriorities(tasks, 'en', 'arto'));

await withServer(
  'ai-parse',
  { env: { AI_PROVIDER: 'local', AI_RATE_LIMIT_PER_MINUTE: '10000000' } },
  async (server) => {
    const session = await signUpOverHttp(server.url);
    const result = await measureLoad({
      url: `${server.url}/api/ai/parse`,
      connections: 20,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: session.cookie,
        'x-csrf-token': session.csrfToken,
      },
      body: JSON.stringify({
        text: message,
        timeZone: 'Europe/Moscow',
        locale: 'ru',
        now: now.toISOString(),
      }),
    });
    report(
      'ai-parse',
      {
        messageChars: message.length,
        localParseP50Ms: round(percentileOf(parseTimes, 50), 3),
        localParseP99Ms: round(percentileOf(parseTimes, 99), 3),
        priorities1000P50Ms: round(percentileOf(priorityTimes, 50), 3),
        priorities1000P99Ms: round(percentileOf(priorityTimes, 99), 3),
        httpConnections: 20,
        httpDurationS: benchDuration,
        httpRequestsPerSecond: Math.round(result.requests.average),
        httpLatencyP50Ms: result.latency.p50,
        httpLatencyP99Ms: result.latency.p99,
        httpNon2xx: result.non2xx,
        httpErrors: failures(result),
        serverRssAfterMb: procStatusMb(server.pid, 'VmRSS'),
      },
      [
        { metric: 'localParseP99Ms', max: 5, unit: 'ms' },
        { metric: 'priorities1000P99Ms', max: 20, unit: 'ms' },
        { metric: 'httpRequestsPerSecond', min: 1000, unit: 'req/s' },
        { metric: 'httpNon2xx', max: 0, unit: 'responses' },
      ],
    );
  },
);
