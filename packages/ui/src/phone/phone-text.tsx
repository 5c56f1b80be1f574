import { makeStyles, mergeClasses } from '@griffel/react';
import { formatPhone } from './format-phone';

const useStyles = makeStyles({
  // Table cells may break long words anywhere (overflow-wrap: anywhere, inherited); a phone
  // number must stay whole.
  phone: { whiteSpace: 'nowrap', overflowWrap: 'normal' },
});

export interface PhoneTextProps {
  /** As stored (E.164) or as typed. */
  value: string;
  className?: string;
}

/** A phone number inline, grouped and never wrapped (see formatPhone). */
export function PhoneText({ value, className }: PhoneTextProps) {
  const styles = useStyles();
  return <span className={mergeClasses(styles.phone, className)}>{formatPhone(value)}</span>;
}
