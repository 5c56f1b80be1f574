export const DATABASE_FREE_SERVER_TESTS: Record<string, string>;
export const E2E_ON_POSTGRES: Record<string, string>;
export const E2E_ON_PGLITE_ONLY: string[];
export const E2E_ON_PGLITE: string[];
export function planProblems(e2eFiles: string[]): string[];
export const STAGE_MIN_TESTS: Record<string, number>;
export const BUDGET_TOLERANCE: number;
export const KNOWN_SKIPS: { pglite: Record<string, string>; postgres: Record<string, string> };
export const STAGE_BUDGET_SECONDS: Record<string, number>;
