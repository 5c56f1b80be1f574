import { useCallback, useEffect, useRef, useState } from 'react';

export type LocationStatus = 'idle' | 'capturing' | 'success' | 'failed';

export interface LocationState {
  status: LocationStatus;
  message: string | null;
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

/** The message shown for each GeolocationPositionError code (exact UI texts). */
export function geolocationErrorMessage(error: GeolocationPositionError): string {
  switch (error.code) {
    case 1:
      return 'Location permission denied. Allow access to autofill GPS.';
    case 2:
      return 'Location information is unavailable.';
    case 3:
      return 'Location request timed out. Try again.';
    default:
      return 'Unable to fetch location. Please try again.';
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
      setState({ status: 'failed', message: 'Geolocation is not supported by this browser.' });
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
          setState({ status: 'failed', message: geolocationErrorMessage(error) });
        },
        GEOLOCATION_OPTIONS,
      );
    } catch {
      setState({ status: 'failed', message: 'Unable to fetch location. Please try again.' });
    }
  }, []);

  const reset = useCallback(() => {
    requestId.current += 1;
    setState(IDLE);
  }, []);

  return { ...state, capture, reset };
}
