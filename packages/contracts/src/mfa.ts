import { Type, type Static } from 'typebox';
import { Id } from './common';
import { AdminSession, Profile } from './auth';

/**
 * A second factor for office accounts (issue 39): an authenticator app (TOTP, RFC 6238),
 * passkeys (WebAuthn) and one-use recovery codes.
 */

/** The second factors a sign-in may be completed with. */
export const MfaMethod = Type.Union([
  Type.Literal('totp'),
  Type.Literal('passkey'),
  Type.Literal('recovery'),
]);
export type MfaMethod = Static<typeof MfaMethod>;

/** What the password step gives out instead of a token: opaque, 5 minutes, single use. */
export const MfaChallenge = Type.String({ minLength: 1, maxLength: 100 });

/** The password step when the account has a factor: the second step is to come. */
export const MfaRequiredResponse = Type.Object({
  mfaRequired: Type.Literal(true),
  challenge: MfaChallenge,
  methods: Type.Array(MfaMethod),
});
export type MfaRequiredResponse = Static<typeof MfaRequiredResponse>;

/**
 * The password step when a factor is required (MFA_REQUIRED=office) and the account has none:
 * the challenge opens only the enrolment calls (as `Authorization: Bearer <challenge>`), and the
 * enrolment's answer completes the sign-in.
 */
export const MfaSetupRequiredResponse = Type.Object({
  mfaSetupRequired: Type.Literal(true),
  challenge: MfaChallenge,
});
export type MfaSetupRequiredResponse = Static<typeof MfaSetupRequiredResponse>;

/** A TOTP code (6 digits) or a recovery code (as shown, any case, dashes and spaces allowed). */
export const MfaCode = Type.String({ minLength: 1, maxLength: 40 });

/**
 * A WebAuthn credential as @simplewebauthn/browser hands it over (RegistrationResponseJSON or
 * AuthenticationResponseJSON); its content is checked by @simplewebauthn/server.
 */
export const PasskeyCredential = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 1024 }),
  rawId: Type.String({ minLength: 1, maxLength: 1024 }),
  type: Type.Literal('public-key'),
  response: Type.Object(
    {
      clientDataJSON: Type.String({ minLength: 1, maxLength: 16_384 }),
      attestationObject: Type.Optional(Type.String({ maxLength: 65_536 })),
      authenticatorData: Type.Optional(Type.String({ maxLength: 16_384 })),
      signature: Type.Optional(Type.String({ maxLength: 4096 })),
      userHandle: Type.Optional(Type.String({ maxLength: 1024 })),
      transports: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 })),
      publicKeyAlgorithm: Type.Optional(Type.Integer()),
      publicKey: Type.Optional(Type.String({ maxLength: 16_384 })),
    },
    { additionalProperties: true },
  ),
  clientExtensionResults: Type.Object({}, { additionalProperties: true }),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
});
export type PasskeyCredential = Static<typeof PasskeyCredential>;

/** WebAuthn options for the browser (PublicKeyCredentialCreation/RequestOptionsJSON). */
export const PasskeyOptions = Type.Object(
  { challenge: Type.String() },
  { additionalProperties: true },
);
export type PasskeyOptions = Static<typeof PasskeyOptions> & Record<string, unknown>;

export const AdminLoginMfaBody = Type.Object({
  challenge: MfaChallenge,
  code: Type.Optional(MfaCode),
  passkey: Type.Optional(PasskeyCredential),
});
export type AdminLoginMfaBody = Static<typeof AdminLoginMfaBody>;

export const PasskeyOptionsBody = Type.Object({ challenge: MfaChallenge });

export const Passkey = Type.Object({
  id: Id,
  name: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Passkey = Static<typeof Passkey>;

export const MfaStatus = Type.Object({
  totp: Type.Boolean(),
  passkeys: Type.Array(Passkey),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
});
export type MfaStatus = Static<typeof MfaStatus>;

export const TotpSetupResponse = Type.Object({
  secret: Type.String(),
  otpauthUrl: Type.String(),
  qrSvg: Type.String(),
});
export type TotpSetupResponse = Static<typeof TotpSetupResponse>;

export const TotpConfirmBody = Type.Object({ code: MfaCode });

/**
 * Present when the call was made with a set-up challenge: the sign-in it completes.
 */
const SignInCompleted = {
  token: Type.Optional(Type.String()),
  admin: Type.Optional(Profile),
};

/** The new recovery codes, shown this once (stored hashed). */
export const RecoveryCodes = Type.Array(Type.String(), { minItems: 10, maxItems: 10 });

export const TotpConfirmResponse = Type.Object({
  recoveryCodes: RecoveryCodes,
  ...SignInCompleted,
});
export type TotpConfirmResponse = Static<typeof TotpConfirmResponse>;

export const RegisterPasskeyBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  response: PasskeyCredential,
});
export type RegisterPasskeyBody = Static<typeof RegisterPasskeyBody>;

/** `recoveryCodes` when this passkey is the account's first factor (no codes existed yet). */
export const RegisterPasskeyResponse = Type.Object({
  passkey: Passkey,
  recoveryCodes: Type.Optional(RecoveryCodes),
  ...SignInCompleted,
});
export type RegisterPasskeyResponse = Static<typeof RegisterPasskeyResponse>;

/** Removing a factor or making new recovery codes asks for the password again. */
export const PasswordBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 256 }),
});
export type PasswordBody = Static<typeof PasswordBody>;

export const RecoveryCodesResponse = Type.Object({ recoveryCodes: RecoveryCodes });
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;

/** POST /auth/admin/login: a session, or the second step to come (or the enrolment first). */
export const AdminLoginResponse = Type.Union([
  AdminSession,
  MfaRequiredResponse,
  MfaSetupRequiredResponse,
]);
export type AdminLoginResponse = Static<typeof AdminLoginResponse>;
