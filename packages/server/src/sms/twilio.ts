import type { SmsProvider } from './types';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com; configurable for a test double. */
  apiBase: string;
}

/** Twilio's Messages API: form-encoded POST with basic auth. */
export function twilioSms(o: TwilioOptions, timeoutMs = 10_000): SmsProvider {
  const url = `${o.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(o.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${o.accountSid}:${o.authToken}`).toString('base64');
  return {
    name: 'twilio',
    async send(to, message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: o.from, Body: message }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
    },
  };
}
