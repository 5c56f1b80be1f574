/** `method` on `${baseUrl}/api${url}`, `body` as JSON, `token` as the Bearer; the body parsed. */
export function apiCall(
  baseUrl: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies
): Promise<{ status: number; body: any }>;
