// What the cluster stage (deploy/test/cluster.test.ts) needs from the machine: Debian's nginx and
// the PostgreSQL server binaries with pg_basebackup. .ci/run installs both.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const PG_ROOT = '/usr/lib/postgresql';

/** What is missing, each as a sentence; empty when the cluster test can run. */
export function missingClusterTools() {
  const missing = [];
  if (!NGINX.some((p) => existsSync(p)))
    missing.push('nginx not found (/usr/sbin/nginx): apt-get install nginx-light');
  const pg =
    existsSync(PG_ROOT) &&
    readdirSync(PG_ROOT).some((v) =>
      ['initdb', 'pg_ctl', 'pg_basebackup'].every((b) =>
        existsSync(path.join(PG_ROOT, v, 'bin', b)),
      ),
    );
  if (!pg)
    missing.push(
      `PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) not found under ${PG_ROOT}: apt-get install postgresql`,
    );
  return missing;
}
