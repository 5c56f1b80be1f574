-- The activity log (issue 12): append-only, hash-chained, written in the same transaction as the
-- change it records (src/services/audit.ts). Function bodies stay on one line: migrate.ts splits
-- statements at a ';' that ends a line.
--
-- seq is the chain position: audit_append() gives each event the previous seq + 1 under an
-- advisory lock, so the chain has no gaps and no forks however many writers there are (a rolled
-- back event takes its number with it). Paging walks seq, newest first.
CREATE TABLE audit_events (
  seq bigint PRIMARY KEY,
  id uuid NOT NULL,  -- random, for the wire; seq is the key
  at timestamptz NOT NULL,
  actor_type text NOT NULL CHECK (actor_type IN ('admin', 'user', 'anonymous')),
  actor_id uuid,
  actor_name text,
  action text NOT NULL,
  entity_type text,
  entity_id text,
  client_address text,
  details jsonb NOT NULL DEFAULT '{}',
  prev_hash text NOT NULL,
  hash text NOT NULL
);
-- Filters, each ending in seq so a page is read in index order: action (equality, or a prefix
-- such as 'person.' through text_pattern_ops), actor, entity (also the person history), time.
CREATE INDEX audit_events_action_idx ON audit_events (action text_pattern_ops, seq);
CREATE INDEX audit_events_actor_idx ON audit_events (actor_id, seq);
CREATE INDEX audit_events_entity_idx ON audit_events (entity_type, entity_id, seq);
-- Time: events are stamped under the chain lock, so time follows seq and a BRIN index (a few
-- pages for millions of rows, next to nothing per insert) finds a range.
CREATE INDEX audit_events_at_idx ON audit_events USING brin (at);

-- Where the chain starts: seq 0 with 64 zeros, until retention prunes old events; then the last
-- pruned event's seq and hash (the chain is re-anchored, see audit_prune).
CREATE TABLE audit_anchor (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  seq bigint NOT NULL,
  hash text NOT NULL,
  pruned_at timestamptz
);
INSERT INTO audit_anchor (seq, hash) VALUES (0, repeat('0', 64));

-- The canonical JSON of an event: jsonb's text form (keys in a fixed order, no spacing choices),
-- the time in UTC with microseconds whatever the session's time zone. hash = sha256(prev_hash ||
-- canonical JSON), hex. PL/pgSQL rather than SQL functions: their plans are cached per session
-- (a SQL function called this way is planned on every call, which doubled an update's cost).
CREATE FUNCTION audit_canonical(e audit_events) RETURNS text LANGUAGE plpgsql STABLE AS $$ BEGIN RETURN jsonb_build_object('seq', e.seq, 'id', e.id, 'at', to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'actorType', e.actor_type, 'actorId', e.actor_id, 'actorName', e.actor_name, 'action', e.action, 'entityType', e.entity_type, 'entityId', e.entity_id, 'clientAddress', e.client_address, 'details', e.details, 'prevHash', e.prev_hash)::text; END $$;
CREATE FUNCTION audit_hash(e audit_events) RETURNS text LANGUAGE plpgsql STABLE AS $$ BEGIN RETURN encode(sha256(convert_to(e.prev_hash || audit_canonical(e), 'UTF8')), 'hex'); END $$;

-- The changed fields of an update: {"field": [before, after]} for each key whose value differs.
CREATE FUNCTION audit_changes(before jsonb, after jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$ BEGIN RETURN (SELECT coalesce(jsonb_object_agg(a.key, jsonb_build_array(b.value, a.value)), '{}'::jsonb) FROM jsonb_each(after) a JOIN jsonb_each(before) b ON b.key = a.key WHERE a.value IS DISTINCT FROM b.value); END $$;

-- Appends one event: one round trip, or none of its own when called inside the statement that
-- makes the change (see updatePerson). The lock is held to the end of the caller's transaction,
-- so the next writer reads this event as the previous one (each statement of a volatile
-- function sees what committed before it). Callers append last, just before COMMIT.
CREATE FUNCTION audit_append(p_actor_type text, p_actor_id uuid, p_actor_name text, p_action text, p_entity_type text, p_entity_id text, p_client_address text, p_details jsonb) RETURNS bigint LANGUAGE plpgsql AS $$ DECLARE r audit_events%ROWTYPE; BEGIN PERFORM pg_advisory_xact_lock(72301456); SELECT e.seq, e.hash INTO r.seq, r.prev_hash FROM audit_events e ORDER BY e.seq DESC LIMIT 1; IF NOT FOUND THEN SELECT a.seq, a.hash INTO r.seq, r.prev_hash FROM audit_anchor a; END IF; r.seq := r.seq + 1; r.id := gen_random_uuid(); r.at := clock_timestamp(); r.actor_type := p_actor_type; r.actor_id := p_actor_id; r.actor_name := p_actor_name; r.action := p_action; r.entity_type := p_entity_type; r.entity_id := p_entity_id; r.client_address := p_client_address; r.details := coalesce(p_details, '{}'::jsonb); r.hash := audit_hash(r); INSERT INTO audit_events SELECT r.*; RETURN r.seq; END $$;

-- Append-only: UPDATE, DELETE and TRUNCATE are refused. The one exception is retention
-- (audit_prune below), which sets audit.prune = 'on' for its own transaction only. The setting
-- is not a secret: the trigger stops mistakes and casual edits; the hash chain (npm run
-- audit:verify) shows any edit made around it.
CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF current_setting('audit.prune', true) = 'on' AND ((TG_TABLE_NAME = 'audit_events' AND TG_OP = 'DELETE') OR (TG_TABLE_NAME = 'audit_anchor' AND TG_OP = 'UPDATE')) THEN IF TG_OP = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END IF; RAISE EXCEPTION 'the activity log is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege'; END $$;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_anchor_fixed BEFORE UPDATE OR DELETE ON audit_anchor
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_anchor_no_truncate BEFORE TRUNCATE ON audit_anchor
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();

-- Retention: deletes the oldest events up to the last one before p_before (always a prefix of
-- the chain) and moves the anchor to the last deleted event, so the chain still verifies from
-- the anchor. Returns the number deleted.
CREATE FUNCTION audit_prune(p_before timestamptz) RETURNS bigint LANGUAGE plpgsql AS $$ DECLARE last_seq bigint; last_hash text; n bigint; BEGIN PERFORM pg_advisory_xact_lock(72301456); SELECT max(seq) INTO last_seq FROM audit_events WHERE at < p_before; IF last_seq IS NULL THEN RETURN 0; END IF; SELECT hash INTO last_hash FROM audit_events WHERE seq = last_seq; PERFORM set_config('audit.prune', 'on', true); DELETE FROM audit_events WHERE seq <= last_seq; GET DIAGNOSTICS n = ROW_COUNT; UPDATE audit_anchor SET seq = last_seq, hash = last_hash, pruned_at = clock_timestamp(); PERFORM set_config('audit.prune', 'off', true); RETURN n; END $$;
