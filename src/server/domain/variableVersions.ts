/**
 * One stored variable reaching a service, as a configuration version counts it: its key, and its id with its last
 * change (never its value), so a secret changed is told apart from one left alone without reading it.
 */
export interface VariableVersion {
  key: string;
  version: string;
}
