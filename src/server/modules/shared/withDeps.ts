/**
 * An operation written as a top-level function of its dependencies and arguments, given its dependencies: what a
 * service factory hands out, so each operation can be read, found and tested on its own.
 */
export const withDeps =
  <Deps, Args extends unknown[], Result>(deps: Deps, operation: (deps: Deps, ...args: Args) => Result) =>
  (...args: Args): Result =>
    operation(deps, ...args);
