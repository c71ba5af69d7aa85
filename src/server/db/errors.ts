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

/** What a driver's error may carry beyond its message that is safe to log: never values. */
const SAFE_DRIVER_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/** The `at …` lines of a stack, without its first line (which repeats the message). */
const framesOf = (stack: unknown) =>
  (typeof stack === 'string' ? stack : '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/** Values too short to be secrets would blank out ordinary words of a message. */
const MIN_REDACTED_LENGTH = 4;

function redact(text: string, values: readonly string[]): string {
  return values.reduce((redacted, value) => redacted.split(value).join('[value]'), text);
}

/**
 * An error fit for the log: a failed query keeps its statement and the database's reason, but not the values it
 * was sent (token hashes, sealed secrets, anything people typed), wherever they appear: Drizzle lists them in its
 * message, the database quotes them in its own (`invalid input syntax for type uuid: "…"`) and in `detail`.
 * Other errors pass through as they are.
 */
export function loggableError(error: unknown, values: readonly string[] = []): unknown {
  if (!(error instanceof Error)) return error;
  const record = error as Error & Record<string, unknown>;
  const params = Array.isArray(record.params) ? record.params : null;
  const query = typeof record.query === 'string' ? record.query : null;
  const sent = params
    ? [...values, ...params.map(String).filter((value) => value.length >= MIN_REDACTED_LENGTH)]
    : values;
  const fromDriver = sent.length > 0 || 'detail' in record || 'where' in record;
  if (!fromDriver && error.cause === undefined) return error;
  // Drizzle's own error lists the values after the statement; a driver's message is the database's reason.
  const message =
    query !== null && params !== null && error.cause !== undefined
      ? `Failed query: ${query}`
      : redact(error.message, sent);
  const cause = error.cause === undefined ? undefined : loggableError(error.cause, sent);
  if (!fromDriver && cause === error.cause) return error;
  const safe = new Error(message, cause === undefined ? undefined : { cause });
  safe.name = error.name;
  safe.stack = `${error.name}: ${message}\n${framesOf(error.stack)}`;
  for (const field of SAFE_DRIVER_FIELDS) {
    if (typeof record[field] === 'string') Object.assign(safe, { [field]: record[field] });
  }
  return safe;
}
