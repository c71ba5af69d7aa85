type PathValue = string | number;
type QueryValue = string | number | boolean | null | undefined;

/** Fills `{name}` placeholders of a contract path; every value is encoded, a missing one is a programming error. */
export function fillPath(path: string, params: Record<string, PathValue> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function buildUrl(
  baseUrl: string,
  path: string,
  params?: Record<string, PathValue>,
  query?: Record<string, QueryValue>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${fillPath(path, params)}${queryString ? `?${queryString}` : ''}`;
}
