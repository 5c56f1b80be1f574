import { renderStandalone } from '@hr/ui/standalone';
import AdminRoutes from './routes';

// Standalone rendering for this remote's own dev server (port 3001); in the product the shell
// mounts `./routes` inside its layout and provider instead.
renderStandalone({ basePath: '/admin', home: '/admin/dashboard', routes: AdminRoutes });
