import type { SmsProvider } from './types';

/** Any gateway: POST {"to", "message"} as JSON; a 2xx answer means accepted. */
export function webhookSms(url: string, timeoutMs = 10_000): SmsProvider {
  return {
    name: 'webhook',
    async send(to, message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, message }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
