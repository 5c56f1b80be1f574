// The messages between a test file and its server process (server-child.ts).
export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CollectorInput {
  firstName?: string;
  lastName?: string;
  phone?: string;
  password?: string;
}

type Op =
  | { op: 'call'; method: string; url: string; options?: CallOptions }
  | { op: 'adminToken' }
  | { op: 'createCollector'; overrides?: CollectorInput }
  | { op: 'verifyPhone'; token: string; phone: string }
  | { op: 'createPerson'; token: string; fields?: Record<string, unknown> }
  | { op: 'lastCodeFor'; phone: string }
  | { op: 'expireCode'; phone: string }
  | { op: 'seedDemo'; people: number; collectors: number }
  /** A new app on a fresh copy of the template, with these AppConfig overrides: its base URL. */
  | { op: 'restart'; config: Record<string, unknown> }
  | { op: 'close' };

export type ChildRequest = Op & { id: number };

/** id 0 is the start-up message: the server's base URL, or why it could not start. */
export type ChildReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
