// Reading the assistant's columns back: text from the database becomes a typed value only through a
// zod schema (the contract's, from @nova/core), so a bad stored value fails with the column's name
// instead of passing as a type it is not.
import type { z } from 'zod';

export class StoredValueError extends Error {
  readonly column: string;

  constructor(column: string, problem: string) {
    super(`Stored ${column} is not valid: ${problem}`);
    this.name = 'StoredValueError';
    this.column = column;
  }
}

/** `value` read from `column` (table.column, for the message), as the schema's type. */
export function parseColumn<S extends z.ZodType>(schema: S, value: unknown, column: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new StoredValueError(column, `${issue?.message ?? 'unexpected value'}${where}`);
}

/** A JSON text column: parsed, then held to the schema. */
export function parseJsonColumn<S extends z.ZodType>(schema: S, text: string, column: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StoredValueError(column, 'not JSON');
  }
  return parseColumn(schema, value, column);
}
