// What a read replica does for the field's saves while the office reads (issue 40, item 7):
//   npm run bench:replica -- [--people 20000] [--collectors 100] [--saves 100] [--interval 100]
//                            [--readers 4] [--rounds 4] [--copy-from DIR --database NAME]
// A throwaway PostgreSQL primary and one streaming replica with the settings of deploy/postgresql/
// (fsync on: commits cost what they cost), seeded with --people demo people (or a copy of a
// stopped cluster's data folder holding them: --copy-from /tmp/pgbench41/data --database bench41),
// and three production API servers on it: one taking the saves, and one for the readers of each
// setting: with no replica (everything on the primary), and with DATABASE_REPLICA_URLS (reports
// and exports on the replica); the saves never wait behind an export built in their own process.
// For each setting, --saves person saves (an admin's PUT /api/admin/people/:id with its activity
// event) timed one at a time, --interval ms apart (a field's pace, and time for the readers),
// while --readers clients run reports and CSV exports without pause, and the same saves with
// nobody reading. The saves change the caste, which no quality flag depends on: a save that
// moves a flag also queues its upkeep on the primary, whose own cost (docs/deploy.md, "Several
// API instances") would be measured beside the replica's. The settings alternate in --rounds
// rounds, so a machine getting busier hits both alike. Prints the saves' median and 95th
// percentile, what the readers completed, and the load average beside each phase.
// On one machine the primary, the replica, the servers and this client share the CPU: the
// replica takes the readers' queries off the primary's processes, not off the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../packages/server/src/db';
import { seedDemo } from '../packages/server/src/services/demo-seed';
import { confSettings, startReplicaCluster } from '../packages/server/test/support/replica-cluster';
import { startInstance, type Instance } from '../deploy/test/support/instance';
import { opt } from './lib/args';
import { ensureAdmin } from './lib/bench-admin';
import { BENCH_ADMIN } from './lib/bench-app';
import { runBench } from './lib/databases';
import { loadNote, median } from './lib/timing';

const ROOT = path.resolve(__dirname, '..');
const PEOPLE = Number(opt('people', '20000'));
const COLLECTORS = Number(opt('collectors', String(Math.max(10, Math.round(PEOPLE / 500)))));
const SAVES = Number(opt('saves', '100'));
const INTERVAL_MS = Number(opt('interval', '100'));
const READERS = Number(opt('readers', '4'));
const ROUNDS = Math.max(1, Number(opt('rounds', '4')));
const COPY_FROM = opt('copy-from', '');
const DATABASE = opt('database', '');
const GROUPS = ['ward', 'area', 'religion', 'caste', 'collector', 'day', 'month'];

/** The 95th percentile (nearest rank). */
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

interface Row {
  id: string;
  name: string;
  father_name: string;
  ward_no: string;
  area_name: string;
  household_size: number;
  religion: string;
  caste: string;
  whatsapp_number: string | null;
  gps_location: string | null;
}

/** A save of the person as the admin's form sends it, the caste changed. */
const edited = (p: Row) => ({
  name: p.name,
  fatherName: p.father_name,
  wardNo: p.ward_no,
  areaName: p.area_name,
  householdSize: p.household_size,
  religion: p.religion,
  caste: `${p.caste} (bench)`,
  whatsappNumber: p.whatsapp_number,
  gpsLocation: p.gps_location,
});

async function json(res: Response, what: string) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** `READERS` clients reading until `stop`: a report, then an export, and again. */
function startReaders(server: Instance, headers: Record<string, string>) {
  const stop = new AbortController();
  const done = { reports: 0, exports: 0, exportBytes: 0 };
  const reader = async (n: number) => {
    for (let i = n; !stop.signal.aborted; i += 1) {
      try {
        const groupBy = GROUPS[i % GROUPS.length];
        await json(
          await fetch(`${server.url}/api/admin/reports?groupBy=${groupBy}`, {
            headers,
            signal: stop.signal,
          }),
          'report',
        );
        done.reports += 1;
        const res = await fetch(`${server.url}/api/admin/people/export?format=csv`, {
          headers,
          signal: stop.signal,
        });
        if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
        for await (const chunk of res.body) done.exportBytes += (chunk as Uint8Array).length;
        done.exports += 1;
      } catch (error) {
        if (!stop.signal.aborted) throw error;
      }
    }
  };
  const running = Promise.all(Array.from({ length: READERS }, (_x, n) => reader(n)));
  return {
    done,
    stop: async () => {
      stop.abort();
      await running;
    },
  };
}

runBench(async () => {
  console.log(
    `machine: ${cpus().length} cores, load average ${loadNote()}; ${COPY_FROM ? `the people of ${COPY_FROM}` : `${PEOPLE} people`}, ${SAVES} saves per setting, ${READERS} readers, ${ROUNDS} rounds`,
  );
  const started = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'hr-bench-replica-'));
  const cluster = await startReplicaCluster({
    replicas: 1,
    primarySettings: confSettings(path.join(ROOT, 'deploy/postgresql/primary.conf')),
    replicaSettings: confSettings(path.join(ROOT, 'deploy/postgresql/replica.conf')),
    primaryFrom: COPY_FROM || undefined,
    durable: true,
  });
  const servers: Instance[] = [];
  try {
    const inDatabase = (url: string) =>
      DATABASE ? url.replace(/\/postgres$/, `/${DATABASE}`) : url;
    const primaryUrl = inDatabase(cluster.primaryUrl);
    const db = await openDatabase({ databaseUrl: primaryUrl, dataDir: dir });
    const seeded = await seedDemo(db, { people: PEOPLE, collectors: COLLECTORS });
    if (seeded.peopleAdded > 0) await db.exec('VACUUM ANALYZE people');
    await ensureAdmin(db, BENCH_ADMIN);
    const people = await db.query<Row>(
      `SELECT id, name, father_name, ward_no, area_name, household_size, religion, caste, whatsapp_number, gps_location
       FROM people ORDER BY random() LIMIT $1`,
      [SAVES * 2 + 40],
    );
    await db.close();
    await cluster.waitForReplay(0);
    console.log(
      `${seeded.peopleTotal} people (${seeded.peopleAdded} added), primary and replica ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    const env = (name: string, replicas: string) => ({
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, name),
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URLS: replicas,
      MFA_REQUIRED: 'none',
      LOG_LEVEL: 'warn',
    });
    // The office's readers on a server of their own per setting, the saves on a third: the saves
    // wait for the database, not behind an export being built in the same process.
    const settings = [
      { label: 'primary alone', replicas: '' },
      { label: 'primary + replica', replicas: cluster.replicaUrls.map(inDatabase).join(',') },
    ];
    const [saving, ...reading] = await Promise.all(
      [{ label: 'saves', replicas: '' }, ...settings].map((s) =>
        startInstance(env(s.label.replace(/\W+/g, '-'), s.replicas)),
      ),
    );
    servers.push(saving!, ...reading);
    const [savingToken, ...readingTokens] = await Promise.all(
      servers.map(async (server) => {
        const body = { emailOrPhone: BENCH_ADMIN.email, password: BENCH_ADMIN.password };
        const res = await fetch(`${server.url}/api/auth/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await json(res, 'sign-in')).token as string;
      }),
    );
    // Each readers' server reads where its setting says.
    for (const [i, server] of reading.entries()) {
      const health = await json(await fetch(`${server.url}/api/health`), 'health');
      console.log(`[${settings[i]!.label}] reads: ${String(health.reads)}`);
      if (health.reads !== (i === 0 ? 'primary' : 'replicas'))
        throw new Error(`${settings[i]!.label}: health says reads ${String(health.reads)}`);
    }

    const save = async (p: Row) => {
      const t0 = performance.now();
      await json(
        await fetch(`${saving!.url}/api/admin/people/${p.id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${savingToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(edited(p)),
        }),
        'save',
      );
      return performance.now() - t0;
    };
    // The same saves with nobody reading: what the readers add.
    const idle: number[] = [];
    for (const p of people.slice(2 * SAVES)) idle.push(await save(p));
    console.log(`no readers: saves median ${median(idle).toFixed(1)} ms; load ${loadNote()}`);

    const times: number[][] = [[], []];
    const readers = [
      { reports: 0, exports: 0, exportBytes: 0, seconds: 0 },
      { reports: 0, exports: 0, exportBytes: 0, seconds: 0 },
    ];
    const perPhase = Math.ceil(SAVES / ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const i of round % 2 ? [1, 0] : [0, 1]) {
        const mine = people.slice(i * SAVES + round * perPhase, i * SAVES + (round + 1) * perPhase);
        const running = startReaders(reading[i]!, { authorization: `Bearer ${readingTokens[i]}` });
        const phaseStart = performance.now();
        await new Promise((r) => setTimeout(r, 1000)); // the readers under way
        for (const p of mine) {
          times[i]!.push(await save(p));
          await new Promise((r) => setTimeout(r, INTERVAL_MS));
        }
        await running.stop();
        const r = readers[i]!;
        r.reports += running.done.reports;
        r.exports += running.done.exports;
        r.exportBytes += running.done.exportBytes;
        r.seconds += (performance.now() - phaseStart) / 1000;
        const ts = times[i]!.slice(-mine.length);
        console.log(
          `[${settings[i]!.label}] round ${round + 1}: saves median ${median(ts).toFixed(1)} ms, p95 ${p95(ts).toFixed(1)} ms; readers ${running.done.reports} reports, ${running.done.exports} exports; load ${loadNote()}`,
        );
      }
    }
    const figures: Record<string, Record<string, number>> = {
      'no readers': {
        saveMedianMs: Number(median(idle).toFixed(1)),
        saveP95Ms: Number(p95(idle).toFixed(1)),
      },
    };
    for (const [i, s] of settings.entries()) {
      const r = readers[i]!;
      figures[s.label] = {
        saveMedianMs: Number(median(times[i]!).toFixed(1)),
        saveP95Ms: Number(p95(times[i]!).toFixed(1)),
        reportsPerSecond: Number((r.reports / r.seconds).toFixed(2)),
        exportsPerSecond: Number((r.exports / r.seconds).toFixed(3)),
        exportMegabytes: Math.round(r.exportBytes / 1e6),
      };
      console.log(
        `${s.label.padEnd(18)} saves: median ${figures[s.label]!.saveMedianMs} ms, p95 ${figures[s.label]!.saveP95Ms} ms (${times[i]!.length}); readers: ${figures[s.label]!.reportsPerSecond} reports/s, ${figures[s.label]!.exportsPerSecond} exports/s`,
      );
    }
    console.log(`load average after: ${loadNote()}`);
    console.log(JSON.stringify({ people: seeded.peopleTotal, readers: READERS, figures }));
  } finally {
    await Promise.all(servers.map((s) => s.signal('SIGTERM')));
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
