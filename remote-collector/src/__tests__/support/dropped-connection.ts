/** jsdom reports a dropped connection on the console; a test that drops one on purpose hides it. */
export function hideDroppedConnectionLogs(): jest.SpyInstance {
  const original = console.error.bind(console);
  return jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((a) => /socket hang up|ECONNRESET/.test(String(a)))) return;
    original(...args);
  });
}
