// The async boundary: shared singletons are negotiated before any app code runs (RUNTIME-006
// otherwise). Standalone, bootstrap renders this remote's routes on its own dev server.
import('./bootstrap');
