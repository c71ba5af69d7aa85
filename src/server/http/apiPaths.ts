/** The API is served under /api and, identically, under each alias (the versioned path of the spec). */
export const API_PREFIX = '/api';
export const API_ALIAS_PREFIXES = ['/api/v1'];

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * The URL under /api that a URL under an alias names (`/api/v1/project/x` is `/api/project/x`), any other as it is.
 * The app routes every request by it, so one set of routes answers all the prefixes: registering the routes once
 * more per alias doubled the start's route registration and the router's memory.
 */
export function canonicalApiUrl(url: string): string {
  for (const alias of API_ALIAS_PREFIXES) {
    if (url === alias || url.startsWith(`${alias}/`) || url.startsWith(`${alias}?`)) {
      return API_PREFIX + url.slice(alias.length);
    }
  }
  return url;
}
