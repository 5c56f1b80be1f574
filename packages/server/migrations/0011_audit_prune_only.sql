-- Issue 28: the activity log's one deletion, retention, can no longer be switched on by any
-- session. Until now the trigger let through a DELETE in any transaction that had set
-- audit.prune = 'on'; now it lets one through only when audit_prune() itself is on the call
-- stack (PG_CONTEXT names the functions being run), so `SET audit.prune = 'on'; DELETE ...` is
-- refused like any other DELETE. This stops mistakes and casual edits, not the tables' owner,
-- who can still disable the trigger or replace the functions: what shows such an edit is
-- `npm run audit:verify` against the checkpoints the server signs with AUDIT_KEY outside the
-- database (src/services/audit-checkpoints.ts).
CREATE OR REPLACE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE stack text; BEGIN GET DIAGNOSTICS stack = PG_CONTEXT; IF TG_LEVEL = 'ROW' AND ((TG_TABLE_NAME = 'audit_events' AND TG_OP = 'DELETE') OR (TG_TABLE_NAME = 'audit_anchor' AND TG_OP = 'UPDATE')) AND stack LIKE '%PL/pgSQL function audit_prune(timestamp with time zone) line %' THEN IF TG_OP = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END IF; RAISE EXCEPTION 'the activity log is append-only: % on % refused (only retention, AUDIT_RETENTION_DAYS, removes events)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege'; END $$;

-- Retention as before (a prefix of the chain goes, the anchor moves to the last event removed),
-- and in the same transaction an `audit.purged` event naming the range removed, so a purge is
-- never silent: details {fromSeq, toSeq, count, before} (before: the cut-off, UTC).
CREATE OR REPLACE FUNCTION audit_prune(p_before timestamptz) RETURNS bigint LANGUAGE plpgsql AS $$ DECLARE first_seq bigint; last_seq bigint; last_hash text; n bigint; BEGIN PERFORM pg_advisory_xact_lock(72301456); SELECT max(seq) INTO last_seq FROM audit_events WHERE at < p_before; IF last_seq IS NULL THEN RETURN 0; END IF; SELECT seq + 1 INTO first_seq FROM audit_anchor; SELECT hash INTO last_hash FROM audit_events WHERE seq = last_seq; DELETE FROM audit_events WHERE seq <= last_seq; GET DIAGNOSTICS n = ROW_COUNT; UPDATE audit_anchor SET seq = last_seq, hash = last_hash, pruned_at = clock_timestamp(); PERFORM audit_append('anonymous', NULL, NULL, 'audit.purged', NULL, NULL, NULL, jsonb_build_object('fromSeq', first_seq, 'toSeq', last_seq, 'count', n, 'before', to_char(p_before AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))); RETURN n; END $$;
