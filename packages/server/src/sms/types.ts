/** The code a message carries, for a provider that shows it rather than sending it. */
export interface OneTimeCode {
  code: string;
  ttlSeconds: number;
}

/** Delivers one text message; rejects when the gateway did not accept it. */
export interface SmsProvider {
  readonly name: string;
  /** Gateways send `message` as it is; `otp` only lets the console provider print the code plainly. */
  send(to: string, message: string, otp?: OneTimeCode): Promise<void>;
}
