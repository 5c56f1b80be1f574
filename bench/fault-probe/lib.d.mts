// Types of lib.mjs, for probes written in TypeScript (those that open the database themselves).
import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export const ADMIN: { email: string; password: string };
export function freePort(): Promise<number>;
export function newDataDir(): string;
export interface StartedServer {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output(): string;
  started: boolean;
}
export function startServer(options?: {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  command?: string[];
}): Promise<StartedServer>;
export { apiCall as call } from '../../packages/server/test/support/api-call.mjs';
export function countAnswer(): void;
export function probeFetch(input: string | URL, init?: RequestInit): Promise<Response>;
export function adminToken(baseUrl: string): Promise<string>;
/** Prints `RESULT {...}` with the answers received; fails (exit 1) when there were none. */
export function report(result: { probe: string; ok: boolean; [key: string]: unknown }): void;
