import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export type Role = 'admin' | 'user';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The account's password_changed_at (epoch ms) when the token was issued. */
  pwd: number;
}

export type VerifyResult =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export function createTokenService(secret: string, ttlMs: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlMs });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: false });
  return {
    sign(claims: TokenClaims): string {
      return sign({ ...claims });
    },
    verify(token: string): VerifyResult {
      try {
        const payload = verify(token) as Partial<TokenClaims>;
        if (
          typeof payload.sub !== 'string' ||
          (payload.role !== 'admin' && payload.role !== 'user') ||
          typeof payload.pwd !== 'number'
        ) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { sub: payload.sub, role: payload.role, pwd: payload.pwd } };
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return { ok: false, reason: expired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
