// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Stats {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Stats;
    latency: Stats;
    non2xx: number;
    /** Requests that got no answer (connection errors) and those that timed out. */
    errors: number;
    timeouts: number;
  }
  interface Options {
    /** One server, or several: the connections are spread over them in turn. */
    url: string | string[];
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests each connection sends in turn (paths relative to url). */
    requests?: { path: string }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
