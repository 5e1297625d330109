// Import and export at the row limit, on the bundled server (SQLite, or PostgreSQL with
// NOVA_BENCH_PG=1 through a scratch database): a generic CSV of 5,000 tasks (each with a due date,
// a priority, a status and two of 20 tags) uploaded for a preview, then confirmed (one transaction),
// then the whole account exported as JSON and as CSV. Median of 3 runs, each into a new account.
// The web app shows its progress bar after a second; these figures say which steps reach it.
import { cycle, median, report, round, withServer } from './lib.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const ROWS = 5000;
const RUNS = 3;

function csv(): string {
  const lines = ['title,description,due_date,priority,status,tags'];
  for (let i = 0; i < ROWS; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const tags = `tag ${i % 20}, tag ${(i + 7) % 20}`;
    lines.push(
      `Task ${i} call the supplier,"Notes for ${i}",2026-12-${day},${cycle(['2-2', '2-1', '1-2', '1-1'], i)},${cycle(['todo', 'in progress', 'done'], i)},"${tags}"`,
    );
  }
  return lines.join('\n');
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

const text = csv();
const times = {
  preview: [] as number[],
  confirm: [] as number[],
  exportJson: [] as number[],
  exportCsv: [] as number[],
};

await withServer('import', {}, async (server) => {
  for (let run = 0; run < RUNS; run++) {
    const session = await signUpOverHttp(server.url);
    const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken };
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), 'tasks.csv');
    const [preview, previewMs] = await timed(async () => {
      const res = await fetch(`${server.url}/api/import?source=csv`, { method: 'POST', headers, body: form });
      if (res.status !== 200) throw new Error(`preview: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string; counts: { tasks: number } };
    });
    if (preview.counts.tasks !== ROWS) throw new Error(`preview counted ${preview.counts.tasks} tasks`);
    const [, confirmMs] = await timed(async () => {
      const res = await fetch(`${server.url}/api/import/${preview.id}/confirm`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.status !== 200) throw new Error(`confirm: ${res.status} ${await res.text()}`);
      return res.json();
    });
    const [, jsonMs] = await timed(async () =>
      (await fetch(`${server.url}/api/export?format=json`, { headers })).text(),
    );
    const [, csvMs] = await timed(async () =>
      (await fetch(`${server.url}/api/export?format=csv`, { headers })).text(),
    );
    times.preview.push(previewMs);
    times.confirm.push(confirmMs);
    times.exportJson.push(jsonMs);
    times.exportCsv.push(csvMs);
  }
});

const metrics = {
  rows: ROWS,
  previewMedianMs: round(median(times.preview)),
  confirmMedianMs: round(median(times.confirm)),
  exportJsonMedianMs: round(median(times.exportJson)),
  exportCsvMedianMs: round(median(times.exportCsv)),
};
report('import', metrics, [
  { metric: 'previewMedianMs', max: 1000, unit: 'ms' },
  { metric: 'confirmMedianMs', max: 10_000, unit: 'ms' },
  { metric: 'exportJsonMedianMs', max: 2000, unit: 'ms' },
]);
