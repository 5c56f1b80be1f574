/** A stage past its budget by more than `tolerance` (a share), as a problem, or undefined. */
export function overBudget(
  name: string,
  seconds: number,
  budget: number | undefined,
  tolerance: number | undefined,
): string | undefined;
/** A stage that ran fewer tests than its minimum, as a problem, or undefined. */
export function belowMinimum(
  name: string,
  ran: number,
  minimum: number | undefined,
): string | undefined;
export function createRun(options?: {
  budgets?: Record<string, number>;
  budgetTolerance?: number;
  minTests?: Record<string, number>;
  strictSkips?: boolean;
}): unknown;
export function filePattern(file: string): string;
