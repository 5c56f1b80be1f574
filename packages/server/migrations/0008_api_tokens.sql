-- Read-only API tokens for reporting tools (issue 16). Only a SHA-256 of the secret is kept: the
-- secret is 32 random bytes, so a fast hash is as safe as a slow one here, and it can be looked
-- up by equality on every request (a salted password hash could not). Names are unique ignoring
-- case, like the lookups'. A token outlives the admin who made it (created_by becomes NULL):
-- a district's report should not stop because an account was removed; revoking is explicit.
CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  token_hash bytea NOT NULL CHECK (octet_length(token_hash) = 32),
  created_by uuid REFERENCES admins (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz,
  last_used_at timestamptz
);
CREATE UNIQUE INDEX api_tokens_token_hash_key ON api_tokens (token_hash);
CREATE UNIQUE INDEX api_tokens_name_key ON api_tokens (lower(name));

-- Calls made with a token are logged with the token as the actor (its id and name).
ALTER TABLE audit_events DROP CONSTRAINT audit_events_actor_type_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_actor_type_check
  CHECK (actor_type IN ('admin', 'user', 'anonymous', 'api_token'));
