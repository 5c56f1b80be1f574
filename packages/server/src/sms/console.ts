import type { FastifyBaseLogger } from 'fastify';
import { humanSeconds } from '../errors';
import { formatPhone } from '../lib/phone';
import type { SmsProvider } from './types';

/** Where the console provider prints: the terminal, not the JSON log. */
export type ConsoleWriter = (text: string) => void;

const toStderr: ConsoleWriter = (text) => {
  process.stderr.write(text);
};

/**
 * Development default: nothing is sent. The code is printed on a line of its own, on stderr, so
 * it stands out among the JSON log lines (stdout) and never reaches a collected log; the JSON
 * log still records that a message went out, without the code.
 */
export function consoleSms(log: FastifyBaseLogger, write: ConsoleWriter = toStderr): SmsProvider {
  return {
    name: 'console',
    async send(to, message, otp) {
      const phone = formatPhone(to);
      const line = otp
        ? `One-time code for ${phone}: ${otp.code} (valid ${humanSeconds(otp.ttlSeconds)})`
        : `SMS to ${phone}: ${message}`;
      write(`\n  ${line}\n\n`);
      log.info(
        { sms: { to, provider: 'console' } },
        `SMS to ${to} shown on stderr, not sent (SMS_PROVIDER=console)`,
      );
    },
  };
}
