/** The API is served under /api and, identically, under each alias (the versioned path of the spec). */
export const API_PREFIX = '/api';
export const API_ALIAS_PREFIXES = ['/api/v1'];

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}
