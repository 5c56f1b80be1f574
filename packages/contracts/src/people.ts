import { Type, type Static } from 'typebox';
import { Id, PhoneInput, Text } from './common';
import { HOUSEHOLD_SIZE_MIN, QUALITY_FLAGS, REVIEW_STATUSES } from './constants';

const HouseholdSize = Type.Integer({ minimum: HOUSEHOLD_SIZE_MIN, maximum: 1000 });
const Optional = Type.String({ maxLength: 200 });

export const CreatedBy = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.String(),
});
export type CreatedBy = Static<typeof CreatedBy>;

export const ReviewStatus = Type.Enum([...REVIEW_STATUSES]);
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const QualityFlag = Type.Enum([...QUALITY_FLAGS]);
export type QualityFlag = (typeof QUALITY_FLAGS)[number];

/** The administrator who set the review state; `null` before any review or once that account is gone. */
export const ReviewedBy = Type.Object({ id: Id, name: Type.String() });
export type ReviewedBy = Static<typeof ReviewedBy>;

export const Person = Type.Object({
  id: Id,
  name: Type.String(),
  fatherName: Type.String(),
  wardNo: Type.String(),
  areaName: Type.String(),
  phone: Type.String(),
  whatsappNumber: Type.Union([Type.String(), Type.Null()]),
  householdSize: Type.Integer(),
  religion: Type.String(),
  caste: Type.String(),
  gpsLocation: Type.Union([Type.String(), Type.Null()]),
  /** `null` only if the creator's account is gone (the UI shows 'Unknown'). */
  createdBy: Type.Union([CreatedBy, Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  /** `pending` when new or edited by its collector; set by the office otherwise. */
  reviewStatus: ReviewStatus,
  /** The office's comment (always there for needs_correction); cleared when the collector edits. */
  reviewComment: Type.Union([Type.String(), Type.Null()]),
  reviewedBy: Type.Union([ReviewedBy, Type.Null()]),
  reviewedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Computed by the server on every save, in QUALITY_FLAGS order. */
  flags: Type.Array(QualityFlag),
});
export type Person = Static<typeof Person>;
export const PersonList = Type.Array(Person);

const PersonFields = {
  name: Text(),
  fatherName: Text(),
  wardNo: Text(50),
  areaName: Text(),
  householdSize: HouseholdSize,
  religion: Text(100),
  caste: Text(100),
};

/** POST /user/people: note `gps`, not `gpsLocation` (the spec's wire name). */
export const CreatePersonBody = Type.Object({
  ...PersonFields,
  phone: PhoneInput,
  whatsappNumber: Type.Optional(Optional),
  gps: Type.Optional(Optional),
});
export type CreatePersonBody = Static<typeof CreatePersonBody>;

/** PUT /user/people/{id}: a full replacement; an omitted optional is cleared. */
export const UserUpdatePersonBody = Type.Object({
  ...PersonFields,
  whatsappNumber: Type.Optional(Type.Union([Optional, Type.Null()])),
  gpsLocation: Type.Optional(Type.Union([Optional, Type.Null()])),
});
export type UserUpdatePersonBody = Static<typeof UserUpdatePersonBody>;

/** PUT /admin/people/{id}: empty optionals arrive as `null`. */
export const AdminUpdatePersonBody = Type.Object({
  ...PersonFields,
  whatsappNumber: Type.Union([Optional, Type.Null()]),
  gpsLocation: Type.Union([Optional, Type.Null()]),
});
export type AdminUpdatePersonBody = Static<typeof AdminUpdatePersonBody>;
