// The data /app downloads on its first load for a large account (issue 14: "nothing the browser needs
// grows with the size of the account"): Chromium (CHROME_PATH) opens /app as a returning user with
// 10,000 tasks (8,000 open, 2,000 completed: bench/seed-tasks.ts), waits for the list, the right panel's
// timer and stats, then until no API answer arrived for 3 s (the list streams its next pages while the
// browser is idle), and adds up every /api/ answer: bytes on the wire (as the server compressed them)
// and bytes the page had to parse. BENCH_TASKS=1000 measures another size.
import { loadavg } from 'node:os';
import { report, round } from './lib.ts';
import { withAppPage } from './lighthouse.ts';

const total = Number(process.env.BENCH_TASKS ?? 10_000);
const completed = Math.round(total * 0.2);
const QUIET_MS = 3000;
const LIMIT_MS = 120_000;

type Answer = { path: string; wire: number; decoded: number };

await withAppPage(
  'app-data',
  async (app, page) => {
    const answers: Answer[] = [];
    let lastAt = Date.now();
    page.on('requestfinished', async (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) return;
      lastAt = Date.now();
      const sizes = await request.sizes().catch(() => null);
      const response = await request.response();
      const body = response ? await response.body().catch(() => null) : null;
      // The query without the values that change per run (cursors, seqs): what was asked for.
      const asked = [...url.searchParams.keys()].filter((k) => k !== 'cursor' && k !== 'since');
      const view = url.searchParams.get('view');
      answers.push({
        path: `${url.pathname}${view ? `?view=${view}` : ''}${asked.length ? ` [${asked.join(',')}]` : ''}`,
        wire: sizes?.responseBodySize ?? 0,
        decoded: body?.length ?? 0,
      });
    });
    const load1 = loadavg()[0] ?? 0;
    const started = Date.now();
    await page.goto(`${app.server.url}/app`);
    await page.locator('button[data-task-title]').first().waitFor();
    await page.locator('#pomodoro-panel [role="timer"]').waitFor();
    while (Date.now() - lastAt < QUIET_MS && Date.now() - started < LIMIT_MS) await page.waitForTimeout(250);

    const kb = (bytes: number) => round(bytes / 1024, 1);
    const sum = (key: 'wire' | 'decoded') => answers.reduce((n, a) => n + a[key], 0);
    const byPath = new Map<string, Answer & { count: number }>();
    for (const a of answers) {
      const seen = byPath.get(a.path);
      if (seen)
        Object.assign(seen, {
          wire: seen.wire + a.wire,
          decoded: seen.decoded + a.decoded,
          count: seen.count + 1,
        });
      else byPath.set(a.path, { ...a, count: 1 });
    }
    const largest = [...byPath.values()].sort((a, b) => b.wire - a.wire);
    report(
      'app-data',
      {
        tasks: app.seed.tasks,
        completedTasks: completed,
        apiRequests: answers.length,
        apiWireKb: kb(sum('wire')),
        apiDecodedKb: kb(sum('decoded')),
        largestAnswers: largest
          .slice(0, 6)
          .map((a) => `${a.path} x${a.count}: ${kb(a.wire)} KB wire, ${kb(a.decoded)} KB decoded`)
          .join('; '),
        settledMs: Date.now() - started - QUIET_MS,
        loadAverage: round(load1, 2),
      },
      [],
    );
  },
  { openTasks: total - completed, completedTasks: completed },
);
