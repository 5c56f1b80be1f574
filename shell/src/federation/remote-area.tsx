import { ErrorState, LoadingState } from '@hr/ui';
import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { loadRemoteRoutes, type RemoteName } from './remotes';

export const REMOTE_LOAD_ERROR = 'This section could not be loaded.';

interface BoundaryProps {
  remote: RemoteName;
  onRetry(): void;
  children: ReactNode;
}

/** Keeps a failing remote inside its own area: the header, sidebar and theme keep working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.remote} failed`, error);
  }

  override render() {
    if (this.state.failed) return <ErrorState message={REMOTE_LOAD_ERROR} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/**
 * Mounts a remote's routes lazily. A rejected React.lazy stays rejected, so Retry makes a fresh
 * one (and a fresh boundary); the federation run time forgets a failed remote entry by itself.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = useMemo(
    () => lazy(() => loadRemoteRoutes(remote)),
    // `attempt` is the point: each Retry builds a new lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingState />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
