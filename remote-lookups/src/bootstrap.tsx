import { renderStandalone } from '@hr/ui/standalone';
import LookupsRoutes from './routes';

// Standalone rendering for this remote's own dev server (port 3002); in the product the shell
// mounts `./routes` inside its layout and provider instead.
renderStandalone({ basePath: '/admin/lookups', routes: LookupsRoutes });
