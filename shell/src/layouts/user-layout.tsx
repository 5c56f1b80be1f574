import { AreaLayout } from './area-layout';

/** /user/*: pages and sidebar items are the collector remotes' (their descriptors say which). */
export default function UserLayout() {
  return <AreaLayout role="user" width={240} />;
}
