import { Type, type Static } from 'typebox';
import { Id, PhoneInput } from './common';

/** The signed-in area: the office (`admin`, also a supervisor) or the field (`user`). */
export const Role = Type.Union([Type.Literal('admin'), Type.Literal('user')]);
export type Role = Static<typeof Role>;

/** The profile kept in the session; the same shape for both roles. */
export const Profile = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  /** An office account's role (admin sign-in only). */
  role: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('supervisor')])),
  /**
   * A supervisor's wards; a collector's assigned wards (empty: any ward). Ascending. Absent for
   * an admin.
   */
  wards: Type.Optional(Type.Array(Type.Integer())),
});
export type Profile = Static<typeof Profile>;

export const AdminLoginBody = Type.Object({
  emailOrPhone: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
});
export type AdminLoginBody = Static<typeof AdminLoginBody>;

export const AdminSession = Type.Object({ token: Type.String(), admin: Profile });
export type AdminSession = Static<typeof AdminSession>;

export const UserLoginBody = Type.Object({
  phone: PhoneInput,
  password: Type.String({ minLength: 1, maxLength: 256 }),
});
export type UserLoginBody = Static<typeof UserLoginBody>;

export const UserLoginResponse = Type.Object({ token: Type.String(), user: Profile });
export type UserLoginResponse = Static<typeof UserLoginResponse>;
