/** The slice of rows one page holds. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The rows of one window, and how many there are in all. */
export interface Page<T> {
  results: T[];
  total: number;
}

export interface PagedRows<T> {
  /** The rows in the window (all of them without one), in a stable order. */
  rows(window: PageWindow | null): Promise<T[]>;
  count(): Promise<number>;
}

/**
 * The rows of a window and their total (counted in SQL, beside the window's rows). Without a window every row
 * is read, and they are their own count: nothing more is asked of the database.
 */
export async function pageOf<T>(window: PageWindow | null, source: PagedRows<T>): Promise<Page<T>> {
  if (!window) {
    const results = await source.rows(null);
    return { results, total: results.length };
  }
  const [results, total] = await Promise.all([source.rows(window), source.count()]);
  return { results, total };
}
