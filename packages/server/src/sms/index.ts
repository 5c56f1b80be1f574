import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { consoleSms } from './console';
import type { SmsProvider } from './types';
import { twilioSms } from './twilio';
import { webhookSms } from './webhook';

export type { SmsProvider } from './types';

export function createSmsProvider(config: AppConfig['sms'], log: FastifyBaseLogger): SmsProvider {
  switch (config.provider) {
    case 'webhook':
      return webhookSms(config.webhookUrl!);
    case 'twilio':
      return twilioSms({
        accountSid: config.twilio.accountSid!,
        authToken: config.twilio.authToken!,
        from: config.twilio.from!,
        apiBase: config.twilio.apiBase,
      });
    default:
      return consoleSms(log);
  }
}
