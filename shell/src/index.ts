// The async boundary: shared singletons (React, jotai, Fluent UI...) are negotiated with the
// remotes before any of them is evaluated. Importing bootstrap statically fails with RUNTIME-006.
import('./bootstrap');
