import type { LineDraft } from './context';

/**
 * Splits a whole number of milliseconds by weights: whole numbers, each at least 0, that add up to `total`
 * exactly (what rounding leaves goes to the largest parts first).
 */
export function shares(total: number, weights: readonly number[]): number[] {
  const whole = Math.max(0, Math.round(total));
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (weights.length === 0) return [];
  if (sum === 0)
    return shares(
      whole,
      weights.map(() => 1),
    );
  const exact = weights.map((weight) => (whole * Math.max(0, weight)) / sum);
  const parts = exact.map(Math.floor);
  let left = whole - parts.reduce((acc, part) => acc + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * When each line of a step is printed, as milliseconds after the step began: the first line as it begins, the
 * last as it ends, so the gaps between lines add up to the step's length. A line's `spanMs` is how long the tool
 * works before printing the next one; lines without it share the time the others leave. A step of one line prints
 * it as it ends.
 */
export function lineOffsets(lines: readonly LineDraft[], lengthMs: number): number[] {
  if (lines.length === 0) return [];
  if (lines.length === 1) return [lengthMs];
  const gaps = lines.slice(0, -1);
  const stated = gaps.reduce((acc, line) => acc + (line.spanMs ?? 0), 0);
  const open = gaps.filter((line) => line.spanMs === undefined).length;
  const weights =
    open === 0 || stated >= lengthMs
      ? gaps.map((line) => line.spanMs ?? 0)
      : gaps.map((line) => line.spanMs ?? (lengthMs - stated) / open);
  const lengths = shares(lengthMs, weights);
  const offsets = [0];
  for (const gap of lengths) offsets.push((offsets.at(-1) ?? 0) + gap);
  return offsets;
}
