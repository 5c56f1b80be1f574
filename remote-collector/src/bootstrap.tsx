import { renderStandalone } from '@hr/ui/standalone';
import CollectorRoutes from './routes';

// Standalone rendering for this remote's own dev server (port 3003), for working on its screens
// alone; in the product the shell mounts `./routes` inside its layout, guards and provider.
// The shell's dev server proxies /api; this one does not by default.
renderStandalone({ basePath: '/user', home: '/user/dashboard', routes: CollectorRoutes });
