import { shellT } from '../i18n';
import type { PageHeading } from '@hr/contracts';
import { ErrorState, PageLoading } from '@hr/ui/page';
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteCatalog } from './catalog';
import { useRemoteCatalog } from './catalog-context';
import type { RemoteName } from './remotes';

/** 'This section could not be loaded.' in the active language. */
export const remoteLoadError = () => shellT('remote.loadError');

/** The failed section never set its title: say what the tab shows. */
export function markSectionUnavailable() {
  document.title = `${shellT('remote.unavailableTitle')} · ${shellT('appTitle')}`;
}

/**
 * One React.lazy per remote, kept outside the component. Route changes are transitions: a newly
 * mounted area that suspends is not committed, so a lazy held in its state would be made anew on
 * every retry of the render (and a failing remote fetched in a loop). A rejected lazy stays
 * rejected, so a failure forgets it: Retry, or coming back to the area, makes a fresh one.
 */
const lazies = new WeakMap<RemoteCatalog, Map<RemoteName, LazyExoticComponent<ComponentType>>>();

function lazyRoutes(catalog: RemoteCatalog): Map<RemoteName, LazyExoticComponent<ComponentType>> {
  let routes = lazies.get(catalog);
  if (!routes) {
    routes = new Map();
    lazies.set(catalog, routes);
  }
  return routes;
}

function routesOf(catalog: RemoteCatalog, remote: RemoteName): LazyExoticComponent<ComponentType> {
  const remoteRoutes = lazyRoutes(catalog);
  let routes = remoteRoutes.get(remote);
  if (!routes) {
    routes = lazy(() => catalog.routes(remote));
    remoteRoutes.set(remote, routes);
  }
  return routes;
}

interface BoundaryProps {
  catalog: RemoteCatalog;
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
    // Called once the error is on screen: the next attempt starts from a fresh lazy.
    lazyRoutes(this.props.catalog).delete(this.props.remote);
    markSectionUnavailable();
    console.error(`${this.props.remote} failed`, error);
  }

  override render() {
    if (this.state.failed)
      return <ErrorState message={remoteLoadError()} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/**
 * Mounts a remote's routes lazily, with a loading state (the page's heading from the remote's
 * descriptor, above a spinner) and its own error boundary with Retry.
 */
export function RemoteArea({
  remote,
  headings,
}: {
  remote: RemoteName;
  headings?: Record<string, PageHeading>;
}) {
  const catalog = useRemoteCatalog();
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = routesOf(catalog, remote);
  return (
    // Keyed by remote too: moving from one remote's route to another's reuses this component.
    <RemoteErrorBoundary
      key={`${remote}:${attempt}`}
      catalog={catalog}
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<PageLoading headings={headings} />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
