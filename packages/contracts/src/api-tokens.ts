import { Type, type Static } from 'typebox';
import { Id } from './common';

/** Longest lifetime a token may be given, in days (about ten years). */
export const API_TOKEN_MAX_DAYS = 3650;

/**
 * A token's label, shown in the list and as the actor in the activity log. The server trims it
 * first; control characters (C0, DEL, C1) would garble the log's and the list's display.
 */
export const ApiTokenName = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$',
});

/** POST /admin/api-tokens. Without expiresInDays the token does not expire (revoke it instead). */
export const CreateApiTokenBody = Type.Object({
  name: ApiTokenName,
  expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: API_TOKEN_MAX_DAYS })),
});
export type CreateApiTokenBody = Static<typeof CreateApiTokenBody>;

const Instant = Type.String({ format: 'date-time' });

/** The admin who created a token; null once that account is gone. */
export const ApiTokenCreator = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
});

/** One token as GET /admin/api-tokens lists it: never the secret or its hash. */
export const ApiToken = Type.Object({
  id: Id,
  name: Type.String(),
  createdAt: Instant,
  expiresAt: Type.Union([Instant, Type.Null()]),
  /** Updated at most once a minute per token. */
  lastUsedAt: Type.Union([Instant, Type.Null()]),
  createdBy: Type.Union([ApiTokenCreator, Type.Null()]),
});
export type ApiToken = Static<typeof ApiToken>;
export const ApiTokenList = Type.Array(ApiToken);

/** The answer of POST /admin/api-tokens: the only time `token` (hr_...) is ever shown. */
export const CreatedApiToken = Type.Object({
  id: Id,
  name: Type.String(),
  token: Type.String({ pattern: '^hr_[A-Za-z0-9_-]{43}$' }),
  createdAt: Instant,
  expiresAt: Type.Union([Instant, Type.Null()]),
  lastUsedAt: Type.Null(),
});
export type CreatedApiToken = Static<typeof CreatedApiToken>;
