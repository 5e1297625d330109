// SQL of import and export: the import_sources table (which rows an import brought in, by the
// source's id) and the reads of everything a user owns for the export. Writes of the planner's rows go
// through their own modules' repositories (import-writer.ts); this file writes import_sources only.
import type { Db } from '../../db/database.ts';

export type SourceKey = { kind: string; sourceId: string };

/** Rows per statement: well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 300;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export const sourceKey = (kind: string, sourceId: string): string => `${kind}\u0000${sourceId}`;

export function importSourceRepo(db: Db) {
  return {
    /** `kind\0sourceId` -> entity id, for the user's earlier imports of `source`. */
    async known(userId: string, source: string): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('import_sources')
        .select(['kind', 'source_id', 'entity_id'])
        .where('user_id', '=', userId)
        .where('source', '=', source)
        .execute();
      return new Map(rows.map((r) => [sourceKey(r.kind, r.source_id), r.entity_id]));
    },

    async record(
      userId: string,
      source: string,
      rows: ReadonlyArray<SourceKey & { entityId: string }>,
      now: string,
    ): Promise<void> {
      for (const part of chunks(rows)) {
        await db
          .insertInto('import_sources')
          .values(
            part.map((r) => ({
              user_id: userId,
              source,
              kind: r.kind,
              source_id: r.sourceId,
              entity_id: r.entityId,
              created_at: now,
            })),
          )
          .execute();
      }
    },
  };
}

const ownTables = {
  task: 'tasks',
  strategy: 'strategies',
  habit: 'habits',
  'mind-map': 'mind_maps',
} as const;
export type OwnKind = keyof typeof ownTables;

/** Which of `ids` are the user's own live rows of `kind` (a Nova file exported from this account). */
export async function ownLiveIds(
  db: Db,
  userId: string,
  kind: OwnKind,
  ids: readonly string[],
): Promise<Set<string>> {
  const out = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom(ownTables[kind])
      .select('id')
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .where('id', 'in', part)
      .execute();
    for (const row of rows) out.add(row.id);
  }
  return out;
}

/** The reads of one user's data for the export (live rows only, in a stable order). */
export function exportRepo(db: Db) {
  return {
    async settings(userId: string) {
      const user = await db
        .selectFrom('users')
        .select('time_zone')
        .where('id', '=', userId)
        .executeTakeFirst();
      const settings = await db
        .selectFrom('user_settings')
        .select(['coach_persona', 'game_enabled'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return {
        timeZone: user?.time_zone ?? null,
        coachPersona: settings?.coach_persona ?? null,
        gameEnabled: settings ? settings.game_enabled === 1 : true,
      };
    },

    strategies(userId: string) {
      return db
        .selectFrom('strategies')
        .select(['id', 'name', 'description', 'color', 'priority', 'position'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    tags(userId: string) {
      return db
        .selectFrom('tags')
        .select(['id', 'name', 'color'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    tasks(userId: string) {
      return db
        .selectFrom('tasks')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    taskTags(userId: string) {
      return db
        .selectFrom('task_tags')
        .innerJoin('tags', 'tags.id', 'task_tags.tag_id')
        .select(['task_tags.task_id', 'task_tags.tag_id'])
        .where('task_tags.user_id', '=', userId)
        .where('tags.deleted_at', 'is', null)
        .orderBy('task_tags.created_at')
        .orderBy('task_tags.tag_id')
        .execute();
    },

    microTasks(userId: string) {
      return db
        .selectFrom('micro_tasks')
        .select(['id', 'task_id', 'title', 'completed', 'position', 'estimate_minutes', 'source'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    comments(userId: string) {
      return db
        .selectFrom('comments')
        .select(['id', 'task_id', 'author_name', 'author_email', 'author_kind', 'text', 'created_at'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('seq')
        .orderBy('id')
        .execute();
    },

    attachments(userId: string) {
      return db
        .selectFrom('attachments')
        .select(['id', 'task_id', 'name', 'type', 'size', 'storage_key', 'uploaded_by'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('seq')
        .orderBy('id')
        .execute();
    },

    habits(userId: string) {
      return db
        .selectFrom('habits')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    checkIns(userId: string) {
      return db
        .selectFrom('habit_checkins')
        .select(['habit_id', 'day', 'count', 'frozen'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('day')
        .execute();
    },

    mindMaps(userId: string) {
      return db
        .selectFrom('mind_maps')
        .select(['id', 'title', 'description', 'viewport'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    mindMapNodes(userId: string) {
      return db
        .selectFrom('mind_map_nodes')
        .select(['mind_map_id', 'id', 'name', 'description', 'color', 'task_id', 'x', 'y', 'style'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    mindMapEdges(userId: string) {
      return db
        .selectFrom('mind_map_edges')
        .select(['mind_map_id', 'id', 'source_node_id', 'target_node_id', 'label'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}
