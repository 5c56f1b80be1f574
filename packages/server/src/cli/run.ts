/** Runs a command's body: its error is one line for the operator (no stack), exit status 1. */
export function runCommand(body: () => Promise<void>): void {
  body().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
