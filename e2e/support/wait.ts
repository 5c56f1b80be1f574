// Small waiting helpers shared by the browser tests (playwright-core has no auto-retrying expect).

/** Resolves to the body of an API call, or throws when the status is not the expected one. */
export async function ok<T>(res: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const { status: got, body } = await res;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body;
}

/** Polls until `check` holds; a check that throws counts as not yet (its last error is reported). */
export async function eventually(what: string, check: () => Promise<boolean>, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`timed out waiting until ${what}${cause}`);
}
