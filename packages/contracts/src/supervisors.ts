import { Type, type Static } from 'typebox';
import { Id, PhoneInput, Text } from './common';
import { WARD_MAX, WARDS_MAX } from './constants';

/** One ward number, 1 to 999 (the office's numbering: people's `wardNo` holds it as text). */
export const WardNumber = Type.Integer({ minimum: 1, maximum: WARD_MAX });

/** A supervisor's wards: 1 to 50 distinct ward numbers. */
export const SupervisorWards = Type.Array(WardNumber, { minItems: 1, maxItems: WARDS_MAX, uniqueItems: true });

/** A collector's wards: empty means any ward; at most 50, distinct. */
export const CollectorWards = Type.Array(WardNumber, { maxItems: WARDS_MAX, uniqueItems: true });

/** An office account scoped to wards (GET /admin/supervisors). */
export const Supervisor = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  /** Ascending. */
  wards: Type.Array(Type.Integer()),
  /** Collectors whose supervisor this is. */
  collectorCount: Type.Integer({ minimum: 0 }),
});
export type Supervisor = Static<typeof Supervisor>;
export const SupervisorList = Type.Array(Supervisor);

const Email = Type.String({ format: 'email', maxLength: 254 });
const Password = Type.String({ minLength: 8, maxLength: 256 });

export const CreateSupervisorBody = Type.Object({
  firstName: Text(100),
  lastName: Text(100),
  email: Type.Optional(Type.Union([Email, Type.Null()])),
  phone: PhoneInput,
  password: Password,
  wards: SupervisorWards,
});
export type CreateSupervisorBody = Static<typeof CreateSupervisorBody>;

export const UpdateSupervisorBody = Type.Object({
  firstName: Text(100),
  lastName: Text(100),
  email: Type.Optional(Type.Union([Email, Type.Null()])),
  phone: PhoneInput,
  /** Changed only when sent. */
  password: Type.Optional(Password),
  wards: SupervisorWards,
});
export type UpdateSupervisorBody = Static<typeof UpdateSupervisorBody>;
