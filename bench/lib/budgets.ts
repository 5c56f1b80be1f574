// The budget check the API benches share: each case's median against its budget on PostgreSQL
// and against a multiple of it on PGlite; prints what was missed and exits 1, or says all were met.

export type Figures = Record<string, number>;

export interface Budgeted {
  name: string;
  /** Milliseconds on PostgreSQL. */
  budget: number;
}

export function checkBudgets(
  cases: readonly Budgeted[],
  results: { PostgreSQL?: Figures; PGlite?: Figures },
  pgliteFactor: number,
): void {
  const missed: string[] = [];
  for (const { name, budget } of cases) {
    const pg = results.PostgreSQL?.[name];
    const lite = results.PGlite?.[name];
    if (pg !== undefined && pg > budget)
      missed.push(`PostgreSQL ${name}: ${pg.toFixed(1)} ms > ${budget} ms`);
    const liteBudget = pgliteFactor * budget;
    if (lite !== undefined && lite > liteBudget)
      missed.push(`PGlite ${name}: ${lite.toFixed(1)} ms > ${liteBudget.toFixed(0)} ms`);
  }
  console.log(JSON.stringify(results));
  if (missed.length > 0) {
    console.log(`Budgets missed:\n  ${missed.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All budgets met.');
}
