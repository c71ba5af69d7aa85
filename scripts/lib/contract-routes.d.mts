import type { Plugin } from 'vite';

export interface EndpointsModule {
  source: string;
  exports: Record<string, unknown>;
}

export declare function writeRoutesModule(
  file: string,
  modules: ReadonlyMap<string, EndpointsModule>,
): string;
export declare function evaluateEndpoints(directory: string): Promise<Map<string, EndpointsModule>>;
export declare function contractRoutes(options?: { root?: string }): Plugin;
