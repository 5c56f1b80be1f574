/**
 * registry.conf from the template's text for `listen` (e.g. `80`, `127.0.0.1:8080`), `root` (an
 * absolute path) and the instances' `api` addresses (host:port).
 */
export function renderNginx(
  template: string,
  options: { listen: string; root: string; api: string[] },
): string;
