import type { VariableDeps } from './deps';
import type { VariableTarget } from './reach';
import { checkAliasOriginal, checkOverride } from './rules';
import { insertChecked, rowFor, sealed } from './rowWrites';
import type { ShownVariable } from './shown';
import { originalFor, type RecordExpectation } from './storedRecords';
import type { VariableInput } from './variableWrites';

/** A new key at the target for the value of an original reaching it. */
export async function aliasVariable(
  deps: VariableDeps,
  target: VariableTarget,
  originalId: string,
  input: Pick<VariableInput, 'key' | 'description' | 'enableInterpolationInFile'>,
  expected: RecordExpectation = {},
): Promise<ShownVariable> {
  const original = await originalFor(deps, target, originalId, expected);
  checkAliasOriginal(original);
  return insertChecked(
    deps,
    target,
    rowFor(deps, target, {
      id: deps.runtime.newId(),
      key: input.key,
      value: null,
      sealedValue: null,
      isSecret: original.isSecret,
      variableType: 'ALIAS',
      mountPath: null,
      description: input.description ?? null,
      enableInterpolationInFile: input.enableInterpolationInFile ?? null,
      originalId: original.id,
      originalServiceId: original.service?.id ?? null,
    }),
    original,
  );
}

/** The key of an original of a wider scope with another value, at the (narrower) target. */
export async function overrideVariable(
  deps: VariableDeps,
  target: VariableTarget,
  originalId: string,
  input: Pick<VariableInput, 'value' | 'description' | 'enableInterpolationInFile'>,
  expected: RecordExpectation = {},
): Promise<ShownVariable> {
  const original = await originalFor(deps, target, originalId, expected);
  checkOverride(original, target.scope);
  return insertChecked(
    deps,
    target,
    rowFor(deps, target, {
      id: deps.runtime.newId(),
      key: original.key,
      ...sealed(deps, original.isSecret, input.value ?? ''),
      isSecret: original.isSecret,
      variableType: 'OVERRIDE',
      mountPath: null,
      description: input.description ?? null,
      enableInterpolationInFile: input.enableInterpolationInFile ?? null,
      originalId: original.id,
      originalServiceId: original.service?.id ?? null,
    }),
    original,
  );
}
