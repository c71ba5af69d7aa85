// Reads a CPU profile (`.cpuprofile`, as scripts/lib/cpu-profile.mjs writes it) and answers where the time went:
// the functions with the most samples of their own (self) and under them (total, each function counted once per
// stack however deep it recurses), as shares of all samples. Idle and garbage collection are functions too.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const keyOf = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonymous)'} ${url ? path.basename(url) : ''}:${lineNumber + 1}`;

/** The `top` functions by self and by total share of the samples of the profile at `file`. */
export async function summarizeProfile(file, top = 25) {
  const { nodes } = JSON.parse(await readFile(file, 'utf8'));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const self = new Map();
  const total = new Map();
  let samples = 0;
  const visit = (node, onStack) => {
    const key = keyOf(node.callFrame);
    const hits = node.hitCount ?? 0;
    samples += hits;
    self.set(key, (self.get(key) ?? 0) + hits);
    const stack = onStack.has(key) ? onStack : new Set([...onStack, key]);
    for (const counted of stack) total.set(counted, (total.get(counted) ?? 0) + hits);
    for (const child of node.children ?? []) visit(byId.get(child), stack);
  };
  visit(nodes[0], new Set());
  const ranked = (counts) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, hits]) => ({ name, share: hits / samples }));
  return { samples, self: ranked(self), total: ranked(total) };
}

/** Prints a summary as two lists of percentages. */
export function printProfileSummary(title, { samples, self, total }) {
  const line = ({ name, share }) => `  ${(share * 100).toFixed(1).padStart(5)}%  ${name}`;
  console.log(`\n${title} (${samples} samples). Self:`);
  self.forEach((entry) => console.log(line(entry)));
  console.log('Total (the function and what it called):');
  total.forEach((entry) => console.log(line(entry)));
}
