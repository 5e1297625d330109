// The parts of an import besides strategies, tags and tasks (import-writer.ts): habits with their
// check-ins, mind maps with their nodes' tasks followed through the new ids, and the user's settings.
import { randomUUID } from 'node:crypto';
import type { NovaExport } from '@nova/core/contracts/transfer';
import type { WriteContext } from '../../lib/operations.ts';
import { personaRepo } from '../ai/persona.repo.ts';
import { authRepo } from '../auth/auth.repo.ts';
import { scheduleColumns } from '../habits/habit.presenter.ts';
import { habitRepo } from '../habits/habit.repo.ts';
import { edgeRow, nodeRow } from '../mind-maps/mind-map.presenter.ts';
import { mindMapRepo } from '../mind-maps/mind-map.repo.ts';
import { progressSettingsRepo } from '../progress/progress-settings.repo.ts';
import { claim, type Writing } from './import-writing.ts';

export async function writeHabits(
  w: Writing,
  document: NovaExport,
  strategies: Map<string, string>,
): Promise<void> {
  const { trx, userId, now } = w.ctx;
  const habits = habitRepo(trx);
  for (const h of document.habits) {
    const { id, isNew } = claim(w, 'habit', h.id);
    if (!isNew) {
      w.skipped.habits++;
      continue;
    }
    await habits.insert({
      id,
      user_id: userId,
      name: h.name,
      seq: w.seq,
      created_at: now,
      updated_at: now,
      position: h.position,
      start_date: h.startDate ?? now.slice(0, 10),
      patch: {
        description: h.description,
        icon: h.icon,
        color: h.color,
        strategy_id: h.strategyId ? (strategies.get(h.strategyId) ?? null) : null,
        ...scheduleColumns(h.schedule),
        target_per_period: h.targetPerPeriod,
        time_of_day: h.timeOfDay,
        reminder_time: h.reminderTime,
        rest_days_per_week: h.restDaysPerWeek,
        archived_at: h.archivedAt,
      },
    });
    for (const c of h.checkIns) {
      await habits.setDay(
        userId,
        id,
        c.day,
        { id: randomUUID(), count: c.count, frozen: c.frozen },
        w.seq,
        now,
      );
    }
    w.created.habits++;
  }
}

export async function writeMindMaps(
  w: Writing,
  document: NovaExport,
  tasks: Map<string, string>,
): Promise<void> {
  const { trx, userId, now } = w.ctx;
  const maps = mindMapRepo(trx);
  for (const m of document.mindMaps) {
    const { id, isNew } = claim(w, 'mind-map', m.id);
    if (!isNew) {
      w.skipped.mindMaps++;
      continue;
    }
    const stamp = { userId, mapId: id, seq: w.seq, now };
    await maps.insertMap({
      id,
      user_id: userId,
      title: m.title,
      description: m.description,
      viewport: JSON.stringify(m.viewport ?? {}),
      seq: w.seq,
      now,
    });
    const nodeIds = new Set(m.nodes.map((n) => n.id));
    await maps.upsertNodes(
      stamp,
      m.nodes.map((n) => nodeRow({ ...n, taskId: n.taskId ? (tasks.get(n.taskId) ?? null) : null })),
    );
    await maps.upsertEdges(
      stamp,
      m.connections.filter((c) => nodeIds.has(c.source) && nodeIds.has(c.target)).map(edgeRow),
    );
    w.created.mindMaps++;
  }
}

export async function writeSettings(ctx: WriteContext, settings: NovaExport['settings']): Promise<void> {
  const { trx, userId, now } = ctx;
  if (settings.timeZone !== null) await authRepo(trx).setTimeZone(userId, settings.timeZone, now);
  if (settings.coachPersona !== null) await personaRepo(trx).set(userId, settings.coachPersona, now);
  await progressSettingsRepo(trx).setEnabled(userId, settings.gameEnabled, now);
}
