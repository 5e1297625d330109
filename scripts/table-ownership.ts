// "Repositories own their tables" (docs/architecture.md), checked: a repository (apps/server/src/
// modules/<module>/*.repo.ts) writes (insertInto / updateTable / deleteFrom) only its module's tables.
// Another module's rows are changed through that module's repository, called by the service. Reads
// may join other tables (counts, titles). Run by table-ownership.test.ts in the unit step.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './boundaries.ts';

/** Which module owns which table. */
export const owners: Record<string, readonly string[]> = {
  ai: ['task_groupings', 'behaviour_patterns', 'user_settings'],
  analytics: [
    'analytics_zones',
    'analytics_offsets',
    'analytics_days',
    'analytics_hours',
    'analytics_strategies',
    'analytics_levels',
  ],
  'api-tokens': ['api_tokens'],
  attachments: ['attachments'],
  auth: ['users', 'sessions', 'accounts', 'auth_flows'],
  'calendar-feed': ['calendar_feeds'],
  comments: ['comments'],
  delegation: ['task_assignments'],
  habits: ['habits', 'habit_checkins'],
  health: ['health_checkins'],
  'micro-tasks': ['micro_tasks'],
  'mind-maps': ['mind_maps', 'mind_map_nodes', 'mind_map_edges'],
  mvd: ['mvd_tasks'],
  notifications: ['notifications'],
  progress: [
    'progress_events',
    'progress_tallies',
    'achievements',
    'user_progress',
    'pomodoro_sessions',
    'pomodoro_task_minutes',
  ],
  recurring: ['recurring_templates', 'recurring_occurrences'],
  reminders: [
    'push_subscriptions',
    'task_reminders',
    'reminder_settings',
    'reminder_snoozes',
    'reminder_deliveries',
  ],
  reviews: ['review_sessions'],
  strategies: ['strategies'],
  tags: ['tags', 'task_tags'],
  tasks: ['tasks'],
  transfer: ['import_sources'],
};

/** Writes allowed across the line, each with its reason. */
export const exceptions: Record<string, { tables: readonly string[]; why: string }> = {
  'recurring/generation.repo.ts': {
    tables: ['tasks', 'task_tags', 'user_sync'],
    why: 'the generation pass writes a page of occurrences, tasks and tags in one statement per kind (decision 0013)',
  },
  'progress/progress-settings.repo.ts': {
    tables: ['user_settings'],
    why: "the game opt-out is its own column of the user's settings row, which the coach persona shares",
  },
  'ai/recurring.repo.ts': {
    tables: ['recurring_templates'],
    why: "the assistant's template routes share the recurring module's table until they call its repository",
  },
};

export type OwnershipViolation = { file: string; table: string };

/** The tables a repository's source writes through Kysely. */
export function writtenTables(text: string): string[] {
  return [...text.matchAll(/\.(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)'/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
}

export function ownershipViolations(
  files: ReadonlyArray<{ path: string; text: string }>,
): OwnershipViolation[] {
  const violations: OwnershipViolation[] = [];
  for (const file of files) {
    const module = file.path.split('/')[0] ?? '';
    const own = new Set([...(owners[module] ?? []), ...(exceptions[file.path]?.tables ?? [])]);
    for (const table of new Set(writtenTables(file.text))) {
      if (!own.has(table)) violations.push({ file: file.path, table });
    }
  }
  return violations;
}

/** Every repository under apps/server/src/modules, as `<module>/<file>`. */
export function readRepositories(): Array<{ path: string; text: string }> {
  const modules = join(root, 'apps', 'server', 'src', 'modules');
  return readdirSync(modules).flatMap((module) =>
    readdirSync(join(modules, module))
      .filter((name) => name.endsWith('.repo.ts'))
      .map((name) => ({
        path: `${module}/${name}`,
        text: readFileSync(join(modules, module, name), 'utf8'),
      })),
  );
}
