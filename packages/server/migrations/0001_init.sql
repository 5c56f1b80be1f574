-- Accounts. Phones are stored in E.164, so one phone has one spelling.
CREATE TABLE admins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone text,
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT admins_email_or_phone CHECK (email IS NOT NULL OR phone IS NOT NULL)
);
CREATE UNIQUE INDEX admins_email_key ON admins (lower(email));
CREATE UNIQUE INDEX admins_phone_key ON admins (phone);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  email text,
  gender text CHECK (gender IN ('Female', 'Male', 'Other')),
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX users_phone_key ON users (phone);

-- Lookups. Names are unique ignoring case; a caste name is unique within its religion.
CREATE TABLE religions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX religions_name_key ON religions (lower(name));

CREATE TABLE castes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  religion_id uuid NOT NULL REFERENCES religions (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX castes_religion_name_key ON castes (religion_id, lower(name));

-- People keep religion and caste as names (the wire shape): a record stays as collected even
-- when a lookup is later renamed or deleted.
CREATE TABLE people (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  father_name text NOT NULL,
  ward_no text NOT NULL,
  area_name text NOT NULL,
  phone text NOT NULL,
  whatsapp_number text,
  household_size integer NOT NULL CHECK (household_size >= 1),
  religion text NOT NULL,
  caste text NOT NULL,
  gps_location text,
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX people_phone_key ON people (phone);
CREATE INDEX people_created_by_idx ON people (created_by, created_at DESC, id DESC);
CREATE INDEX people_created_at_idx ON people (created_at DESC, id DESC);
-- max(updated_at) tells whether the cached people list is still current.
CREATE INDEX people_updated_at_idx ON people (updated_at);

-- One live code per phone (a new one replaces the old). Only a keyed hash of the code is kept.
CREATE TABLE otp_codes (
  phone text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- A phone a collector has verified, usable by that collector until expires_at, once.
CREATE TABLE phone_verifications (
  phone text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (phone, user_id)
);

-- Fixed-window counters shared by every API instance (login failures, code sends).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
