import { Type, type Static } from 'typebox';

/** One activity-log event (GET /admin/audit, GET /admin/people/:id/history). */
export const AuditEvent = Type.Object({
  id: Type.String(),
  /** The event's place in the hash chain; also the paging key. */
  seq: Type.Integer(),
  at: Type.String(),
  actor: Type.Object({
    type: Type.Enum(['admin', 'supervisor', 'user', 'anonymous', 'api_token']),
    id: Type.Union([Type.String(), Type.Null()]),
    /** The name at the time of the event. */
    name: Type.Union([Type.String(), Type.Null()]),
  }),
  /** The acting account's role ('supervisor' for a supervisor's actions); null for others. */
  actorRole: Type.Union([Type.Literal('admin'), Type.Literal('supervisor'), Type.Literal('user'), Type.Null()]),
  action: Type.String(),
  entityType: Type.Union([Type.String(), Type.Null()]),
  entityId: Type.Union([Type.String(), Type.Null()]),
  clientAddress: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditEvent = Static<typeof AuditEvent>;

export const AuditEventList = Type.Object({ items: Type.Array(AuditEvent) });
export type AuditEventList = Static<typeof AuditEventList>;

export const AuditPage = Type.Object({
  items: Type.Array(AuditEvent),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type AuditPage = Static<typeof AuditPage>;

/** GET /admin/audit. Checked further by the server (dates, cursor), each 400 naming its field. */
export const AuditQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  cursor: Type.Optional(Type.String({ maxLength: 40 })),
  /**
   * An action, or a prefix ending in '.' such as `person.`; or up to 10 of them, comma-separated
   * (`religion.,caste.`): events matching any.
   */
  action: Type.Optional(Type.String({ maxLength: 200, pattern: '^[a-z_.]+(,[a-z_.]+){0,9}$' })),
  actorId: Type.Optional(Type.String({ format: 'uuid' })),
  entityType: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z_]+$' })),
  entityId: Type.Optional(Type.String({ maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]*$' })),
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
});
export type AuditQuery = Static<typeof AuditQuery>;
