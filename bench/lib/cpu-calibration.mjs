// Lighthouse's simulated throttling multiplies the main-thread tasks it observed by
// `cpuSlowdownMultiplier` (default 4), which its throttling documentation calibrates for a
// high-end desktop (benchmark index 1,500-2,000). On another host the same 4x emulates another
// phone: on this 2-core machine the index moved between 900 and 2,100 within minutes. So every
// run takes the multiplier that brings its own host's index down to one mid-tier phone, from the
// documentation's calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
// linked from docs/throttling.md): a piecewise-linear fit of the slowdown a host needs, 1x at an
// index of 150, 2x at 800, 3x at 1,300, then one more per 233.

/** The multiplier that makes a host of `benchmarkIndex` emulate Lighthouse's mid-tier phone. */
export function midTierMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`no CPU benchmark index to calibrate with (${benchmarkIndex})`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1; // a host slower than the phone: no slowdown can make it faster
}

/** Lighthouse's default multiplier, printed beside the calibrated figures. */
export const DEFAULT_MULTIPLIER = 4;
