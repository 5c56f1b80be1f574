// The command-line options the district-scale benches share: `--name value` pairs, and the
// data set's size (--people, --collectors) with the district's defaults.
const args = process.argv.slice(2);

/** The value after `--name`, or `fallback`. */
export const opt = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};

/** Whether the bare flag `--name` was given. */
export const flag = (name: string): boolean => args.includes(`--${name}`);

/** 1,000,000 people by 2,000 collectors unless asked otherwise. */
export const PEOPLE = Number(opt('people', '1000000'));
export const COLLECTORS = Number(opt('collectors', '2000'));
