import { Type, type Static } from 'typebox';
import type { ErrorCode } from './errors';

/** Every id on the wire is a UUID string. */
export const Id = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/**
 * Every failed call answers `{ message, code }` with a proper status code; `code` is one of the
 * catalogue in ./errors.ts (a plain string on the wire, so the serializer stays a fast one).
 */
export const ErrorResponse = Type.Object({
  message: Type.String(),
  code: Type.Unsafe<ErrorCode>(Type.String()),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

/** A short confirmation, for calls whose response the UI does not show. */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** A required, non-blank text field. The server trims before it validates. */
export const Text = (maxLength = 200) => Type.String({ minLength: 1, maxLength });

/** A phone as typed by a person; the server parses and normalises it to E.164. */
export const PhoneInput = Type.String({ minLength: 1, maxLength: 32 });
