// autocannon ships no types and @types/autocannon is not installed: the part scripts/bench/measure.mjs uses.
declare module "autocannon" {
  interface Histogram {
    average: number;
    total: number;
    totalCount: number;
    p50: number;
    p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
