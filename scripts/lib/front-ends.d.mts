export interface FrontEnd {
  name: string;
  output: string;
}
export const APPS: FrontEnd[];
export function frontEndStates(
  root: string,
): Array<FrontEnd & { state: 'missing' | 'stale' | 'current' }>;
