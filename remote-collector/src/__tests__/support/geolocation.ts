// jsdom has no navigator.geolocation: tests install one that answers the way a device would.

type Outcome = { coords: { latitude: number; longitude: number } } | { code: number };

export interface GeolocationStub {
  calls: PositionOptions[];
  /** Answers the pending request (or every later one, when given before the request). */
  answer(outcome: Outcome): void;
}

export function stubGeolocation(initial?: Outcome): GeolocationStub {
  const calls: PositionOptions[] = [];
  let pending: { ok: PositionCallback; fail: PositionErrorCallback } | null = null;
  let standing = initial;

  const settle = (outcome: Outcome, ok: PositionCallback, fail: PositionErrorCallback) => {
    if ('coords' in outcome) {
      ok({ coords: outcome.coords, timestamp: Date.now() } as GeolocationPosition);
    } else {
      fail({
        code: outcome.code,
        message: 'stub',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
    }
  };

  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition(
        ok: PositionCallback,
        fail: PositionErrorCallback,
        options: PositionOptions,
      ) {
        calls.push(options);
        if (standing) setTimeout(() => settle(standing!, ok, fail), 0);
        else pending = { ok, fail };
      },
      watchPosition: () => 0,
      clearWatch: () => {},
    },
  });

  return {
    calls,
    answer(outcome) {
      if (pending) {
        const { ok, fail } = pending;
        pending = null;
        settle(outcome, ok, fail);
      } else {
        standing = outcome;
      }
    },
  };
}

/** A browser without the Geolocation API. */
export function removeGeolocation(): void {
  Object.defineProperty(window.navigator, 'geolocation', { configurable: true, value: undefined });
}
