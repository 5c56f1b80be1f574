import { useCallback, useEffect, useRef, useState } from 'react';

export type LocationStatus = 'idle' | 'capturing' | 'success' | 'failed';

/** Why no position came: the `collector` text `location.<problem>` says it in each language. */
export type LocationProblem = 'denied' | 'unavailable' | 'timeout' | 'failed' | 'unsupported';

export interface LocationState {
  status: LocationStatus;
  message: LocationProblem | null;
}

const IDLE: LocationState = { status: 'idle', message: null };

// High accuracy, a 10 s limit, and a fresh fix (a cached one may be another house).
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10000,
  maximumAge: 0,
};

export function formatPosition(position: GeolocationPosition): string {
  const { latitude, longitude } = position.coords;
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

/** The problem of each GeolocationPositionError code (its English text is the spec's). */
export function geolocationProblem(error: GeolocationPositionError): LocationProblem {
  switch (error.code) {
    case 1:
      return 'denied';
    case 2:
      return 'unavailable';
    case 3:
      return 'timeout';
    default:
      return 'failed';
  }
}

/** Reads the device position and hands 'lat, lon' to `onLocated`. */
export function useGeolocation(onLocated: (value: string) => void) {
  const [state, setState] = useState<LocationState>(IDLE);
  // Only the latest request may update the screen; an older one answering late is ignored.
  const requestId = useRef(0);
  const onLocatedRef = useRef(onLocated);
  useEffect(() => {
    onLocatedRef.current = onLocated;
  }, [onLocated]);
  useEffect(() => () => void (requestId.current += 1), []);

  const capture = useCallback(() => {
    const id = ++requestId.current;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
      setState({ status: 'failed', message: 'unsupported' });
      return;
    }
    setState({ status: 'capturing', message: null });
    try {
      geolocation.getCurrentPosition(
        (position) => {
          if (id !== requestId.current) return;
          onLocatedRef.current(formatPosition(position));
          setState({ status: 'success', message: null });
        },
        (error) => {
          if (id !== requestId.current) return;
          setState({ status: 'failed', message: geolocationProblem(error) });
        },
        GEOLOCATION_OPTIONS,
      );
    } catch {
      setState({ status: 'failed', message: 'failed' });
    }
  }, []);

  const reset = useCallback(() => {
    requestId.current += 1;
    setState(IDLE);
  }, []);

  return { ...state, capture, reset };
}
