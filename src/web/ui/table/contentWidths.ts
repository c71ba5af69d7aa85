import type { Column } from './tableView';

/** The console's monospace stack, whose glyphs are all about 0.6 em wide (the width estimates below rely on it). */
export const MONOSPACE_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
// DejaVu Sans Mono's advance, a little above Menlo's and Consolas' 0.6 em: a key measured short loses a letter.
const MONOSPACE_ADVANCE = 0.61;
/** An average glyph of the interface's proportional font, for where text cannot be measured (tests). */
const PROPORTIONAL_ADVANCE = 0.55;

/** What a monospace text of `size` px takes. */
export function monospaceWidth(text: string, size: number): number {
  return Math.ceil(text.length * size * MONOSPACE_ADVANCE);
}

let context: OffscreenCanvasRenderingContext2D | null | undefined;
let family: string | undefined;
const measuredTexts = new Map<string, number>();

/**
 * What a text of the interface's font takes: measured by a canvas in a browser, estimated from its length where
 * there is none (jsdom).
 */
export function textWidth(text: string, size: number, weight = 400): number {
  if (context === undefined)
    context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return Math.ceil(text.length * size * PROPORTIONAL_ADVANCE);
  family ??= getComputedStyle(document.body).fontFamily || 'sans-serif';
  const font = `${weight} ${size}px ${family}`;
  const known = measuredTexts.get(`${font}\n${text}`);
  if (known !== undefined) return known;
  context.font = font;
  const width = Math.ceil(context.measureText(text).width);
  measuredTexts.set(`${font}\n${text}`, width);
  return width;
}

/** A small table cell's padding, left and right (MUI's `size="small"`). */
const CELL_PADDING = 32;
/** The most a measured column takes of its table, so that the growing one keeps room. */
export const CONTENT_MAX_SHARE = 0.45;

type Measure = (row: never) => number;
// A table re-renders on every frame of a scroll: what its rows need is measured once per rows and column.
const measured = new WeakMap<readonly unknown[], Map<Measure, number>>();

function widestOf<Row>(rows: readonly Row[], contentWidth: (row: Row) => number): number {
  let byMeasure = measured.get(rows);
  if (!byMeasure) measured.set(rows, (byMeasure = new Map()));
  const known = byMeasure.get(contentWidth);
  if (known !== undefined) return known;
  let widest = 0;
  for (const row of rows) widest = Math.max(widest, contentWidth(row));
  byMeasure.set(contentWidth, widest);
  return widest;
}

/**
 * Columns that measure their content (`contentWidth`) get the width their widest row needs, padding included:
 * at least their own `width` (the least they keep), at most `CONTENT_MAX_SHARE` of the table (where their cells cut
 * what is longer). All rows count, not only those in view, so that a column keeps its width while rows scroll by
 * or a search narrows them. Before the table is measured, the window's width stands in.
 */
export function withContentWidths<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  tableWidth: number,
): Column<Row>[] {
  return columns.map((column) => {
    if (!column.contentWidth) return column;
    const least = typeof column.width === 'number' ? column.width : 0;
    const widest = widestOf(rows, column.contentWidth);
    const most = Math.max(least, Math.floor(tableWidth * CONTENT_MAX_SHARE));
    return { ...column, grow: false, width: Math.min(most, Math.max(least, widest + CELL_PADDING)) };
  });
}
