import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './types';

/** Development default: the message (with the code) goes to the server log, deliberately. */
export function consoleSms(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async send(to, message) {
      log.info({ sms: { to, message } }, `SMS to ${to}: ${message}`);
    },
  };
}
