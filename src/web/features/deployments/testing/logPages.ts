import type { DeploymentLogLine, DeploymentLogList } from '../../../../contract';

/**
 * Answers a deployment's log as the API's log pages do, over `lines` (in log order, written in that order unless
 * `written` says otherwise): the latest lines, `before` and `after` a line, and `search` over every line.
 */
export function logPagesOf(lines: DeploymentLogLine[]) {
  const answer = (url: URL): DeploymentLogList => {
    const query = url.searchParams;
    const tail = query.get('tail');
    const limit = Number(query.get('limit') ?? 1000);
    const total = lines.length;
    const last_written = lines.at(-1)?.id ?? null;
    if (tail !== null) return { results: lines.slice(-Number(tail)) };
    const search = query.get('search');
    if (search !== null) {
      const positions = lines.flatMap((line, position) =>
        line.message.toLowerCase().includes(search.toLowerCase()) ? [position] : [],
      );
      const answered = positions.slice(0, limit);
      return {
        results: answered.map((position) => lines[position]!),
        total,
        last_written,
        match_count: positions.length,
        match_positions: answered,
      };
    }
    const after = query.get('after');
    if (after !== null) {
      const from = lines.findIndex((line) => line.id === after);
      return { results: lines.slice(from + 1, from + 1 + limit), total, last_written };
    }
    const before = query.get('before');
    const end = before === null ? total : lines.findIndex((line) => line.id === before);
    const start = Math.max(0, end - limit);
    return {
      results: lines.slice(start, end),
      total,
      last_written,
      first_position: start,
      has_older: start > 0,
    };
  };
  return { answer, handler: ({ url }: { url: URL }) => ({ body: answer(url) }) };
}
