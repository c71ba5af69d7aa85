// Output of a stage that runs beside another: held back while the other one writes to the terminal, then written
// in one piece and passed straight on from there, so that the log reads as if the stages had run one by one.

/**
 * A place for a child's output: `write` keeps what comes until `release`, which writes it all to `target`;
 * anything written afterwards goes to `target` at once.
 */
export function heldOutput(target) {
  const held = [];
  let released = false;
  return {
    write(chunk) {
      if (released) target.write(chunk);
      else held.push(chunk);
    },
    release() {
      if (released) return;
      released = true;
      for (const chunk of held.splice(0)) target.write(chunk);
    },
  };
}

/** Passes a child's stdout and stderr into held outputs (of our stdout and stderr), released together. */
export function holdChildOutput(child, { stdout = process.stdout, stderr = process.stderr } = {}) {
  const out = heldOutput(stdout);
  const err = heldOutput(stderr);
  child.stdout?.on('data', (chunk) => out.write(chunk));
  child.stderr?.on('data', (chunk) => err.write(chunk));
  return {
    release() {
      out.release();
      err.release();
    },
  };
}
