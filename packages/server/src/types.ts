import type { AppConfig } from './config';
import type { Db } from './db';
import type { TokenService } from './lib/tokens';
import type { SmsProvider } from './sms';

/** The signed-in account, re-loaded from the database on every request. */
export interface Account {
  role: 'admin' | 'user';
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    sms: SmsProvider;
    tokens: TokenService;
  }
  interface FastifyRequest {
    account: Account | null;
  }
  interface FastifyContextConfig {
    /** Names the record in messages about its id: 'Invalid person id'. */
    entity?: string;
  }
}
