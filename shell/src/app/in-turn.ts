/** Ends the current task, so that the browser may paint and handle input before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts `steps` (dynamic imports) a task apart and resolves when all have settled; a step that
 * fails is left to whoever needs the module next (it asks again and reports the error).
 *
 * Why: a chunk evaluates every module it imports in one go once the last of them has arrived. The
 * signed-in layout imports i18next, the query client, axios and a dozen Fluent packages, which on
 * a phone held the main thread for about 0.4 s at once; imported first, one by one, each is
 * evaluated in its own task as it arrives, and the script tags are added a few at a time instead
 * of in one burst. The remotes' pages do the same with `importInTurn` of @hr/ui/page; the shell
 * keeps its own few lines because this module is on the login page, which does not load that
 * family (its bundle has a size budget).
 */
export async function importInTurn(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  const started: Promise<unknown>[] = [];
  for (const step of steps) {
    started.push(step().catch(() => undefined));
    await nextTask();
  }
  await Promise.all(started);
}
