import { variableScopeRank, type VariableResponse } from '../../../../contract';

/** How a row stands against the other definitions of its key that reach the same record. */
export interface OverrideStanding {
  /** The narrower definition whose value the record receives instead of this one's. */
  overriddenBy?: VariableResponse;
  /** The wider definition this one replaces (the next wider one, when several are). */
  overrides?: VariableResponse;
}

/**
 * Per variable id, which other definition of the same key wins over it, or which one it wins over: the narrowest
 * scope's value is the one a service receives (as `exportDotenv` writes it). Rows alone with their key are absent.
 */
export function overrideStandings(
  variables: readonly VariableResponse[],
): ReadonlyMap<string, OverrideStanding> {
  const byKey = new Map<string, VariableResponse[]>();
  for (const variable of variables) byKey.set(variable.key, [...(byKey.get(variable.key) ?? []), variable]);
  const standings = new Map<string, OverrideStanding>();
  for (const same of byKey.values()) {
    if (same.length < 2) continue;
    const narrowestFirst = [...same].sort((a, b) => variableScopeRank[b.scope] - variableScopeRank[a.scope]);
    const winner = narrowestFirst[0]!;
    standings.set(winner.id, { overrides: narrowestFirst[1] });
    for (const loser of narrowestFirst.slice(1)) standings.set(loser.id, { overriddenBy: winner });
  }
  return standings;
}
