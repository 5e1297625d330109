// A recurring template as the API shows it (and as the chat sees it). The category and the weekdays
// are parsed with the contract's schemas; the pattern type and time of day are held by the table's
// CHECK constraints.
import { DEFAULT_CATEGORY } from '@nova/core/ai/limits';
import {
  type RecurringTemplateDto,
  recurrencePatternSchema,
  recurringTemplateSchema,
} from '@nova/core/contracts/ai';
import type { ChatTemplate } from '../../assistant-engine/local/chat.ts';
import type { TemplateRow } from './recurring.repo.ts';
import { parseColumn, parseJsonColumn } from './stored-value.ts';

const { category } = recurringTemplateSchema.shape;
const { daysOfWeek } = recurrencePatternSchema.shape;

export function toTemplate(row: TemplateRow): RecurringTemplateDto {
  return {
    id: row.id,
    title: row.title,
    category: parseColumn(category, row.category ?? DEFAULT_CATEGORY, 'recurring_templates.category'),
    estimatedDuration: row.estimated_duration,
    pattern: {
      type: row.pattern_type,
      timeOfDay: row.time_of_day,
      daysOfWeek: parseJsonColumn(daysOfWeek, row.days_of_week, 'recurring_templates.days_of_week'),
      interval: row.interval_days,
    },
    isActive: row.is_active === 1,
    strategyId: row.strategy_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toChatTemplate(row: TemplateRow): ChatTemplate {
  return { id: row.id, title: row.title, isActive: row.is_active === 1 };
}
