import { variableScopeRank, type VariableResponse } from '../../../../contract';
import { plural } from '../../../lib/format';
import { formatDotenv } from './dotenv';

/** What a `.env` file cannot hold of the variables it was written from. */
export interface LeftOut {
  /** Keys whose winning definition is a secret: their values never reach the console. */
  secrets: string[];
  /** Files exported as `KEY=content`, whose mount path a `.env` line has no place for. */
  mountPaths: { key: string; mountPath: string }[];
}

/** Says what was left out and why, in one sentence; empty when nothing was. */
export function describeLeftOut({ secrets, mountPaths }: LeftOut): string {
  const parts = [
    secrets.length > 0 ? `${plural(secrets.length, 'secret')} (their values are never shown)` : '',
    mountPaths.length > 0
      ? `the mount path of ${plural(mountPaths.length, 'file')} (a .env line holds a value, not a path)`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? `Left out: ${parts.join(' and ')}.` : '';
}

/**
 * Comment lines saying what the file leaves out, so that whoever opens it knows what to fill in by hand. Every
 * `.env` reader skips `#` lines, so the file stays valid.
 */
function headerOf(leftOut: LeftOut): string[] {
  const summary = describeLeftOut(leftOut);
  if (!summary) return [];
  return [
    `# ${summary}`,
    ...(leftOut.secrets.length > 0
      ? ['# Secrets to set by hand:', ...leftOut.secrets.map((key) => `#   ${key}=`)]
      : []),
    ...(leftOut.mountPaths.length > 0
      ? [
          '# Files, exported below as their content, and where they are mounted:',
          ...leftOut.mountPaths.map(({ key, mountPath }) => `#   ${key} -> ${mountPath}`),
        ]
      : []),
    '',
  ];
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The `.env` text of the variables reaching a record: one line per key, the narrowest scope's value winning (as the
 * service receives it), sorted by key, under a comment header naming what a `.env` file cannot hold (secrets,
 * whose values never reach the console, and files' mount paths).
 */
export function exportDotenv(variables: readonly VariableResponse[]): {
  text: string;
  /** How many keys the file holds. */
  exported: number;
  leftOut: LeftOut;
} {
  const winners = new Map<string, VariableResponse>();
  const widestFirst = [...variables].sort((a, b) => variableScopeRank[a.scope] - variableScopeRank[b.scope]);
  for (const variable of widestFirst) winners.set(variable.key, variable);
  const sorted = [...winners.values()].sort((a, b) => byKey(a.key, b.key));
  const written = sorted.filter((variable) => !variable.is_secret && variable.value !== null);
  const leftOut: LeftOut = {
    secrets: sorted.filter((variable) => !written.includes(variable)).map((variable) => variable.key),
    mountPaths: written.flatMap((variable) =>
      variable.mount_path ? [{ key: variable.key, mountPath: variable.mount_path }] : [],
    ),
  };
  const lines = written.map((variable) => ({ key: variable.key, value: variable.value ?? '' }));
  const header = headerOf(leftOut);
  const body = formatDotenv(lines);
  return {
    text: header.length > 0 ? `${header.join('\n')}\n${body}` : body,
    exported: written.length,
    leftOut,
  };
}
