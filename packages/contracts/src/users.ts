import { Type, type Static } from 'typebox';
import { Id, PhoneInput, Text } from './common';
import { GENDERS, REGISTRATION_DAYS } from './constants';
import { CollectorWards } from './supervisors';

// Spelled out (not GENDERS.map) so the static type keeps the literals.
export const Gender = Type.Union([
  Type.Literal(GENDERS[0]),
  Type.Literal(GENDERS[1]),
  Type.Literal(GENDERS[2]),
]);
export type Gender = (typeof GENDERS)[number];

/** A collector account as the admin list shows it. */
export const User = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Gender, Type.Null()]),
  personCount: Type.Integer({ minimum: 0 }),
  /** Share of the collector's people the office verified, 0-100 (one decimal); null without any. */
  verifiedPercent: Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()]),
  /** The wards the collector may register in, ascending; empty: any ward. */
  wards: Type.Array(Type.Integer()),
  /** The supervisor the collector reports to. */
  supervisor: Type.Union([Type.Object({ id: Id, name: Type.String() }), Type.Null()]),
});
export type User = Static<typeof User>;
export const UserList = Type.Array(User);

const Email = Type.String({ format: 'email', maxLength: 254 });
const Password = Type.String({ minLength: 8, maxLength: 256 });

export const CreateUserBody = Type.Object({
  firstName: Text(100),
  lastName: Text(100),
  gender: Type.Optional(Type.Union([Gender, Type.Null()])),
  email: Type.Optional(Type.Union([Email, Type.Null()])),
  phone: PhoneInput,
  password: Password,
  /** Empty or absent: any ward. */
  wards: Type.Optional(CollectorWards),
  supervisorId: Type.Optional(Type.Union([Id, Type.Null()])),
});
export type CreateUserBody = Static<typeof CreateUserBody>;

export const UpdateUserBody = Type.Object({
  firstName: Text(100),
  lastName: Text(100),
  gender: Type.Optional(Type.Union([Gender, Type.Null()])),
  email: Type.Optional(Type.Union([Email, Type.Null()])),
  phone: PhoneInput,
  /** Sent only when the admin resets the password. */
  password: Type.Optional(Password),
  /** Absent: unchanged. */
  wards: Type.Optional(CollectorWards),
  /** Absent: unchanged; null: none. */
  supervisorId: Type.Optional(Type.Union([Id, Type.Null()])),
});
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const Stats = Type.Object({
  totalUsers: Type.Integer({ minimum: 0 }),
  /** Person records: households. */
  totalPersons: Type.Integer({ minimum: 0 }),
  /** Their household sizes summed: the people living in them (Reports' total people). */
  totalPeople: Type.Integer({ minimum: 0 }),
  /** `_id` is the collector's user id: the wire name the spec fixes. */
  personsByUser: Type.Array(Type.Object({ _id: Id, count: Type.Integer({ minimum: 0 }) })),
  /**
   * People added per day over the last 30 days, today included, oldest first; days without any
   * are there with 0. Days are UTC dates (`YYYY-MM-DD`), whatever the server's time zone.
   */
  registrationsByDay: Type.Array(
    Type.Object({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), count: Type.Integer({ minimum: 0 }) }),
    { minItems: REGISTRATION_DAYS, maxItems: REGISTRATION_DAYS },
  ),
  /** People per review state, and flagged people (any flag, whatever their state). */
  review: Type.Object({
    pending: Type.Integer({ minimum: 0 }),
    verified: Type.Integer({ minimum: 0 }),
    needsCorrection: Type.Integer({ minimum: 0 }),
    flagged: Type.Integer({ minimum: 0 }),
  }),
});
export type Stats = Static<typeof Stats>;

/** Whether a collector's sign-in is held back now by the limits on failed sign-ins. */
export const SignInLocks = Type.Object({
  /** Client addresses locked out of this account after too many failures from each. */
  lockedAddresses: Type.Integer({ minimum: 0 }),
  /** Seconds until the last of those locks ends; 0 when there is none. */
  lockedForSeconds: Type.Integer({ minimum: 0 }),
  /** Seconds every address must wait before the next try, after many failures from all of them. */
  waitSeconds: Type.Integer({ minimum: 0 }),
  /** Devices (device cookies of earlier sign-ins) locked out after too many failures from each. */
  lockedDevices: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type SignInLocks = Static<typeof SignInLocks>;
