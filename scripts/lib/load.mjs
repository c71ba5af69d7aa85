// A small HTTP load generator for `npm run bench:api`: a fixed number of keep-alive connections, each sending its
// next request as soon as the previous one is answered, for a fixed time. Node's own http client keeps the
// generator's cost per request low, which matters when it shares the machine with the server it measures.
import http from 'node:http';

function send(agent, target, request) {
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const outgoing = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.path,
        headers: {
          Authorization: `Token ${request.token}`,
          ...(body === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

/**
 * Drives `baseURL` with `connections` concurrent connections for `seconds`, or until `requests` were sent when
 * given; `nextRequest(index)` gives each request ({method, path, body, token}). Answers requests per second, p50
 * and p99 latency (ms), and how many answers were not the `expectedStatus`.
 */
export async function drive(
  baseURL,
  nextRequest,
  { connections, seconds, expectedStatus, requests = Infinity },
) {
  const target = new URL(baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let unexpected = 0;
  let issued = 0;
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  const connection = async () => {
    while (performance.now() < deadline && issued < requests) {
      const request = nextRequest(issued++);
      const sentAt = performance.now();
      const status = await send(agent, target, request);
      latencies.push(performance.now() - sentAt);
      if (status !== expectedStatus) unexpected++;
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  return combine([{ latencies, elapsed, unexpected }]);
}

/**
 * Several drives of one target as one: requests per second over their summed time, percentiles over all their
 * latencies. `latencies`, `elapsed` and `unexpected` are kept for combining again.
 */
export function combine(results) {
  const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  const elapsed = results.reduce((sum, result) => sum + result.elapsed, 0);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    unexpected: results.reduce((sum, result) => sum + result.unexpected, 0),
    latencies,
    elapsed,
  };
}

/**
 * Named figures of `drive` or `combine` as the rows of a table (header first), each rate also as a multiple of
 * `reference` requests per second, latencies in ms.
 */
export function figuresTable(firstColumn, besideWhat, figures, reference) {
  const ms = (value) => value.toFixed(1);
  return [
    [firstColumn, 'req/s', `beside ${besideWhat}`, 'p50', 'p99', 'not as expected'],
    ...figures.map((figure) => [
      figure.name,
      figure.requestsPerSecond.toFixed(0),
      `${(figure.requestsPerSecond / reference).toFixed(2)}x`,
      ms(figure.p50),
      ms(figure.p99),
      String(figure.unexpected),
    ]),
  ];
}
