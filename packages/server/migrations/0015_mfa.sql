-- A second factor for office accounts (issue 39): an authenticator app (TOTP), passkeys and
-- one-use recovery codes, and the challenges that stand between the password and the session.
-- Everything goes with its account (ON DELETE CASCADE); an admin's reset deletes the rows.

-- One authenticator app per account. `pending_secret` is a key set up and not yet confirmed
-- (a new set-up replaces it; confirming moves it to `secret`). `last_step` is the last time step
-- (Unix time / 30 s) a code was accepted for: a code is accepted only for a later step, so a
-- code, once used, cannot be replayed within its window.
CREATE TABLE mfa_totp (
  admin_id uuid PRIMARY KEY REFERENCES admins (id) ON DELETE CASCADE,
  secret text,
  pending_secret text,
  last_step bigint NOT NULL DEFAULT 0,
  enrolled_at timestamptz
);

-- Passkeys (WebAuthn credentials), several per account. `credential_id` is base64url.
CREATE TABLE mfa_passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  credential_id text NOT NULL CONSTRAINT mfa_passkeys_credential_key UNIQUE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_used_at timestamptz
);
CREATE INDEX mfa_passkeys_admin_idx ON mfa_passkeys (admin_id, created_at);

-- Recovery codes, stored as SHA-256 of the code (random, 50 bits each: no slow hash needed).
-- A used code keeps its row with `used_at`; a new set replaces the whole set.
CREATE TABLE mfa_recovery_codes (
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (admin_id, code_hash)
);

-- Challenges, by SHA-256 of the opaque value handed out: 'verify' (the second step of a sign-in)
-- or 'setup' (a sign-in that must enrol a factor first). Single use; `failures` counts wrong codes
-- on it; `webauthn_challenge` is the passkey options' challenge, when asked for.
CREATE TABLE mfa_challenges (
  id bytea PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'setup')),
  webauthn_challenge text,
  failures smallint NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
CREATE INDEX mfa_challenges_expires_idx ON mfa_challenges (expires_at);

-- A passkey registration under way (the options' challenge), one per account at a time.
CREATE TABLE mfa_passkey_registrations (
  admin_id uuid PRIMARY KEY REFERENCES admins (id) ON DELETE CASCADE,
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL
);
