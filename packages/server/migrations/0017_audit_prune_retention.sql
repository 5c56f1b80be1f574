-- Issue 45, item 2: the app's own database login could erase the oldest activity at will:
-- `SELECT audit_prune(now())` removed every event, minutes old, and left a chain that verified.
-- Retention is now a period the caller states and the function holds it to: audit_prune takes
-- the retention period in days (the server passes AUDIT_RETENTION_DAYS) and refuses
--   * no period, or one under a day: retention unset removes nothing;
--   * a cut-off newer than the period (clock_timestamp() minus the days): only events older than
--     the period may go.
-- The one-argument function is dropped, so the old call fails outright. The period is recorded
-- in the `audit.purged` event (retentionDays). This stops mistakes and the plain call, not the
-- tables' owner (who may pass a smaller period, or replace the function): `npm run audit:verify`
-- holds every purge against the signed checkpoints and AUDIT_RETENTION_DAYS (its own setting,
-- not one read from the database), see src/services/audit-verify.ts.
DROP FUNCTION audit_prune(timestamptz);

CREATE FUNCTION audit_prune(p_before timestamptz, p_retention_days integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE first_seq bigint; last_seq bigint; last_hash text; n bigint;
BEGIN
  IF p_retention_days IS NULL OR p_retention_days < 1 THEN
    RAISE EXCEPTION 'audit_prune refused: no retention period (AUDIT_RETENTION_DAYS unset); the activity log keeps every event'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF p_before IS NULL OR p_before > clock_timestamp() - make_interval(days => p_retention_days) THEN
    RAISE EXCEPTION 'audit_prune refused: the cut-off % is within the retention period of % days', p_before, p_retention_days
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  PERFORM pg_advisory_xact_lock(72301456);
  SELECT max(seq) INTO last_seq FROM audit_events WHERE at < p_before;
  IF last_seq IS NULL THEN RETURN 0; END IF;
  SELECT seq + 1 INTO first_seq FROM audit_anchor;
  SELECT hash INTO last_hash FROM audit_events WHERE seq = last_seq;
  DELETE FROM audit_events WHERE seq <= last_seq;
  GET DIAGNOSTICS n = ROW_COUNT;
  UPDATE audit_anchor SET seq = last_seq, hash = last_hash, pruned_at = clock_timestamp();
  PERFORM audit_append('anonymous', NULL, NULL, 'audit.purged', NULL, NULL, NULL, jsonb_build_object(
    'fromSeq', first_seq, 'toSeq', last_seq, 'count', n,
    'before', to_char(p_before AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'retentionDays', p_retention_days));
  RETURN n;
END $$;

-- The append-only trigger lets a DELETE through only with audit_prune on the call stack: the
-- function's name in PG_CONTEXT now carries its new arguments.
CREATE OR REPLACE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE stack text; BEGIN GET DIAGNOSTICS stack = PG_CONTEXT; IF TG_LEVEL = 'ROW' AND ((TG_TABLE_NAME = 'audit_events' AND TG_OP = 'DELETE') OR (TG_TABLE_NAME = 'audit_anchor' AND TG_OP = 'UPDATE')) AND stack LIKE '%PL/pgSQL function audit_prune(timestamp with time zone,integer) line %' THEN IF TG_OP = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END IF; RAISE EXCEPTION 'the activity log is append-only: % on % refused (only retention, AUDIT_RETENTION_DAYS, removes events)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege'; END $$;
