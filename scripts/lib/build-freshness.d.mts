export declare function buildStaleReason(options: {
  root: string;
  marker: string;
  inputs: readonly string[];
  ignored?: RegExp;
}): string | undefined;
