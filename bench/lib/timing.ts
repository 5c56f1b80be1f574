// The timing loop the API benches share (bench/api-people.ts, bench/duplicates.ts), so they
// measure alike: one untimed warm-up call (query plans, caches, keep-alive connection), then each
// call timed from request to parsed answer, summarised by the median (a busy shared machine
// makes the mean meaningless), with the load average noted beside every result.
import { loadavg } from 'node:os';

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The 1, 5 and 15 minute load averages, '17.5 18.2 15.1': a result means little without them. */
export const loadNote = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

export interface Timings<R> {
  /** Milliseconds of each call, in call order. */
  times: number[];
  results: R[];
  median: number;
  min: number;
  max: number;
}

/** Times `call` once per item, in order, one at a time (never concurrently). */
export async function timeEach<T, R>(
  items: readonly T[],
  call: (item: T) => Promise<R>,
): Promise<Timings<R>> {
  const times: number[] = [];
  const results: R[] = [];
  for (const item of items) {
    const started = performance.now();
    results.push(await call(item));
    times.push(performance.now() - started);
  }
  return {
    times,
    results,
    median: median(times),
    min: Math.min(...times),
    max: Math.max(...times),
  };
}

/** One untimed warm-up call, then `runs` timed ones. */
export async function timeRepeated<R>(runs: number, call: () => Promise<R>): Promise<Timings<R>> {
  await call();
  return timeEach(
    Array.from({ length: runs }, (_, i) => i),
    () => call(),
  );
}
