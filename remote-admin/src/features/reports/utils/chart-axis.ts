/**
 * A value axis from 0 to a round number at or above `max`, in 1, 2 or 5 times a power of ten
 * (whole numbers: households are counted), at most five steps: 12 gives 0, 5, 10, 15.
 */
export function axisTicks(max: number): { top: number; ticks: number[] } {
  if (max <= 0) return { top: 1, ticks: [0, 1] };
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  const step = Math.max(1, (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return { top, ticks };
}

/**
 * Which periods the time axis names: all of up to six; of up to twelve, every one, every other
 * one 'minor' (a phone shows only the 'major' ones); of more, six spread evenly, counted back
 * from the last period (the newest is always named), again every other one minor.
 */
export function periodLabelKind(index: number, count: number): 'major' | 'minor' | null {
  if (count <= 6) return 'major';
  const every = count <= 12 ? 1 : Math.ceil(count / 6);
  const fromEnd = count - 1 - index;
  if (fromEnd % every !== 0) return null;
  return (fromEnd / every) % 2 === 0 ? 'major' : 'minor';
}
