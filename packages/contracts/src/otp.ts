import { Type, type Static } from 'typebox';
import { PhoneInput } from './common';

export const OtpSendBody = Type.Object({ phone: PhoneInput });
export type OtpSendBody = Static<typeof OtpSendBody>;

export const OtpSendResponse = Type.Object({
  message: Type.String(),
  /** The code's lifetime in seconds. */
  expiresIn: Type.Integer({ minimum: 0 }),
});
export type OtpSendResponse = Static<typeof OtpSendResponse>;

export const OtpVerifyBody = Type.Object({
  phone: PhoneInput,
  code: Type.String({ pattern: '^[0-9]{6}$' }),
});
export type OtpVerifyBody = Static<typeof OtpVerifyBody>;
