// Where a page's frames go while something runs: a Chromium performance trace of the page (as DevTools records
// one), summed by kind of work on the page's main thread. Script is the outermost script runs (event handlers,
// animation frames, React's scheduled work), style and layout done inside them included; style and layout are all
// of the browser's own, forced by a script or not; paint is painting and compositing the frame.

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8'];

const SCRIPT = new Set([
  'EventDispatch',
  'FireAnimationFrame',
  'FunctionCall',
  'EvaluateScript',
  'TimerFire',
  'RunMicrotasks',
  'V8.Execute',
]);
const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles']);
const LAYOUT = new Set(['Layout']);
const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'Commit']);

/** The main thread of the page's renderer: the one busiest with layout in the trace. */
function mainThread(events) {
  const threadNames = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const layouts = new Map();
  for (const event of events)
    if (LAYOUT.has(event.name) || STYLE.has(event.name)) {
      const key = `${event.pid}:${event.tid}`;
      layouts.set(key, (layouts.get(key) ?? 0) + 1);
    }
  const candidates = threadNames.map((event) => `${event.pid}:${event.tid}`);
  return candidates.sort((a, b) => (layouts.get(b) ?? 0) - (layouts.get(a) ?? 0))[0];
}

/** Total milliseconds of the outermost events of `names` (one nested in another of them counts once). */
function outermost(events, names) {
  let total = 0;
  let end = -Infinity;
  for (const event of events) {
    if (!names.has(event.name) || event.ph !== 'X') continue;
    const finish = event.ts + (event.dur ?? 0);
    if (event.ts >= end) {
      total += event.dur ?? 0;
      end = finish;
    } else if (finish > end) {
      total += finish - end;
      end = finish;
    }
  }
  return total / 1000;
}

/**
 * Runs `work` under a trace of `page` and resolves what it took per frame on the main thread, in ms:
 * `{ script, style, layout, paint }` divided by `frames`.
 */
export async function traceFrameWork(browser, page, frames, work) {
  await browser.startTracing(page, { categories: CATEGORIES });
  let buffer;
  try {
    await work();
  } finally {
    buffer = await browser.stopTracing();
  }
  const { traceEvents } = JSON.parse(buffer.toString('utf8'));
  const thread = mainThread(traceEvents);
  const events = traceEvents
    .filter((event) => `${event.pid}:${event.tid}` === thread)
    .sort((a, b) => a.ts - b.ts);
  return {
    script: outermost(events, SCRIPT) / frames,
    style: outermost(events, STYLE) / frames,
    layout: outermost(events, LAYOUT) / frames,
    paint: outermost(events, PAINT) / frames,
  };
}
