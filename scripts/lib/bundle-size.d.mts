export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageToMeasure {
  page: string;
  url: string;
  /**
   * Part of the path of the source module of each lazy route the URL matches, outermost first, e.g.
   * `['app/shell/AppShell', 'features/projects/pages/ProjectsPage']`.
   */
  routes: string[];
}
export interface PageMeasure extends PageToMeasure {
  files: string[];
  routeChunks: string[];
  /** Routes without a chunk of their own: in the entry, or renamed. */
  unmatchedRoutes: string[];
  bytes: number;
}

export declare const KB: number;
export declare function entryScriptFiles(html: string): string[];
export declare function readManifest(distDir: string): Manifest | undefined;
export declare function routeChunkFiles(
  distDir: string,
  manifest: Manifest | undefined,
  source: string,
): string[];
export declare function staticImportsOf(
  distDir: string,
  manifest: Manifest | undefined,
  file: string,
): string[];
export declare function withStaticImports(
  distDir: string,
  manifest: Manifest | undefined,
  files: string[],
): string[];
export declare function bundledPackages(distDir: string, file: string): string[];
export declare function gzipBytes(distDir: string, file: string): number;
export declare function measurePages(distDir: string, pages: PageToMeasure[]): PageMeasure[];
