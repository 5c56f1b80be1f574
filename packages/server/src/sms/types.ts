/** Delivers one text message; rejects when the gateway did not accept it. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, message: string): Promise<void>;
}
