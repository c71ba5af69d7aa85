/** PostgreSQL's code for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * True when the database refused a write because of a unique index (optionally: that one). Drizzle wraps the
 * driver's error, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown, indexName?: string): boolean {
  for (let current = error; current instanceof Error || isRecord(current); current = causeOf(current)) {
    if (isRecord(current) && current.code === UNIQUE_VIOLATION) {
      return indexName === undefined || current.constraint === indexName;
    }
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function causeOf(value: unknown): unknown {
  return isRecord(value) ? value.cause : undefined;
}

/** PostgreSQL's code for a foreign key refusing a write or a delete. */
const FOREIGN_KEY_VIOLATION = '23503';

/** True when the database refused a write because a row refers to one being removed (or to none). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || isRecord(current); current = causeOf(current)) {
    if (isRecord(current) && current.code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}
