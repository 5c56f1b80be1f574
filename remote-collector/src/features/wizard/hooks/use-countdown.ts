import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before a code may be resent. One interval runs while the count is above zero, so
 * a test's fake timers (or a sleeping phone waking up) tick it predictably.
 */
export function useCountdown(initialSeconds = 0) {
  const [seconds, setSeconds] = useState(Math.max(0, initialSeconds));
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return undefined;
    const id = window.setInterval(() => setSeconds((s) => (s <= 1 ? 0 : s - 1)), 1000);
    return () => window.clearInterval(id);
  }, [running]);

  const start = useCallback((value: number) => setSeconds(Math.max(0, Math.floor(value))), []);
  const stop = useCallback(() => setSeconds(0), []);
  return { seconds, start, stop };
}
