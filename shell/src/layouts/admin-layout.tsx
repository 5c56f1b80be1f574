import { AreaLayout } from './area-layout';

/** /admin/*: pages and sidebar items are the admin remotes' (their descriptors say which). */
export default function AdminLayout() {
  return <AreaLayout role="admin" width={240} />;
}
