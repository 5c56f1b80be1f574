// The router as the apps share it: one singleton (one router context for the shell and every
// remote) with only the declarative-mode API. A shared module cannot be tree-shaken, and
// react-router 7 ships the data routers, server rendering and RSC in the same module (60 KB gzip
// shared whole); re-exported one by one, the rest is shaken out. `react-router` and
// `react-router-dom` in app code both resolve here (see shared.js).
//
// Need another export? Add it here; the build warns about a missing one. (The package's
// `exports` map hides this file: `react-router-production-build` is a webpack alias to it, set
// in index.js from where Node resolves react-router.)
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  unstable_HistoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useRoutes,
  useOutlet,
  useOutletContext,
  useInRouterContext,
  useNavigationType,
  useLinkClickHandler,
  matchPath,
  matchRoutes,
  generatePath,
  createSearchParams,
  resolvePath,
  createPath,
  parsePath,
  createRoutesFromChildren,
  createRoutesFromElements,
  renderMatches,
  NavigationType,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
} from 'react-router-production-build';
