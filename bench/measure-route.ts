// One autocannon measurement: latency percentiles from every response time it reports, the average
// throughput and the failed requests (errors and non-2xx).
import autocannon from 'autocannon';

export interface Measurement {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function measure(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  /** Paths each connection asks for in turn (an office reading several list pages); default `url`'s. */
  paths: readonly string[] = [],
): Promise<Measurement> {
  const latencies: number[] = [];
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers, ...(requests.length > 0 ? { requests } : {}) },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}
