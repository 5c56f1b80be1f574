import { openDatabase } from './src/db';
import { listAllPeopleJson } from './src/db/queries/people';
const CREATORS = `(SELECT id, ('{"firstName":' || to_json(first_name)::text || ',"lastName":' || to_json(last_name)::text || ',"phone":' || to_json(phone)::text || '}') AS cb FROM users)`;
const manual = `SELECT '[' || coalesce(string_agg(
  '{"id":"' || p.id || '","name":' || to_json(p.name) || ',"fatherName":' || to_json(p.father_name) || ',"wardNo":' || to_json(p.ward_no) || ',"areaName":' || to_json(p.area_name) || ',"phone":' || to_json(p.phone) || ',"whatsappNumber":' || coalesce(to_json(p.whatsapp_number)::text, 'null') || ',"householdSize":' || p.household_size || ',"religion":' || to_json(p.religion) || ',"caste":' || to_json(p.caste) || ',"gpsLocation":' || coalesce(to_json(p.gps_location)::text, 'null') || ',"createdBy":' || coalesce(u.cb, 'null') || ',"createdAt":' || to_json(p.created_at) || ',"updatedAt":' || to_json(p.updated_at) || '}', ',' ORDER BY p.created_at DESC, p.id DESC), '') || ']' AS json FROM people p LEFT JOIN ${CREATORS} u ON u.id = p.created_by`;
(async () => {
  const db = await openDatabase({ dataDir: '/tmp/hr-seed' });
  for (let round = 0; round < 3; round++) {
    let t = performance.now();
    const a = await listAllPeopleJson(db);
    const ta = performance.now() - t; t = performance.now();
    const [b] = await db.query<{ json: string }>(manual);
    const tb = performance.now() - t;
    console.log({ ta: ta | 0, tb: tb | 0, la: a.length, lb: b!.json.length, same: JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b!.json)) });
  }
  const plan = await db.query<any>(`EXPLAIN ANALYZE SELECT coalesce(json_agg(t), '[]')::text AS json FROM (SELECT p.id, p.created_at FROM people p ORDER BY p.created_at DESC, p.id DESC) t`);
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  await db.close();
})();
