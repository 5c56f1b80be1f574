/** The server's message (translated by its code), or the fallback; @hr/api loads with the call. */
export async function messageOf(error: unknown, fallback: string): Promise<string> {
  const { errorMessage } = await import('@hr/api');
  return errorMessage(error, fallback);
}
