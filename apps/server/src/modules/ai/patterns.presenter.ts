// Behaviour patterns between their row and core's type. The enum and JSON columns are parsed with the
// contract's schemas (a bad stored value is an error naming the column); communication_style keeps
// its long-standing reading: anything unknown is 'friendly'.
import { type BehaviourPatterns, emptyPatterns } from '@nova/core/ai/behaviour';
import { behaviourPatternsSchema } from '@nova/core/contracts/ai';
import type { PatternsRow } from './patterns.repo.ts';
import { parseColumn, parseJsonColumn } from './stored-value.ts';

const shape = behaviourPatternsSchema.shape;
const communicationStyle = shape.communicationStyle.catch('friendly');

export function toPatterns(row: PatternsRow | undefined): BehaviourPatterns {
  if (!row) return emptyPatterns();
  return {
    workStyle: parseColumn(shape.workStyle, row.work_style, 'behaviour_patterns.work_style'),
    motivationType: parseColumn(
      shape.motivationType,
      row.motivation_type,
      'behaviour_patterns.motivation_type',
    ),
    planningHorizon: parseColumn(
      shape.planningHorizon,
      row.planning_horizon,
      'behaviour_patterns.planning_horizon',
    ),
    delegationTendency: row.delegation_tendency,
    breakdownPreference: row.breakdown_preference === null ? null : row.breakdown_preference === 1,
    communicationStyle: communicationStyle.parse(row.communication_style),
    preferredTechniques: parseJsonColumn(
      shape.preferredTechniques,
      row.preferred_techniques,
      'behaviour_patterns.preferred_techniques',
    ),
    analysisCount: row.analysis_count,
  };
}

/** The row that stores `patterns`; created_at counts only on the first insert (see the repo). */
export function toPatternsRow(userId: string, patterns: BehaviourPatterns, now: string): PatternsRow {
  return {
    user_id: userId,
    work_style: patterns.workStyle,
    motivation_type: patterns.motivationType,
    planning_horizon: patterns.planningHorizon,
    delegation_tendency: patterns.delegationTendency,
    breakdown_preference: patterns.breakdownPreference === null ? null : patterns.breakdownPreference ? 1 : 0,
    communication_style: patterns.communicationStyle,
    preferred_techniques: JSON.stringify(patterns.preferredTechniques),
    analysis_count: patterns.analysisCount,
    created_at: now,
    updated_at: now,
  };
}
