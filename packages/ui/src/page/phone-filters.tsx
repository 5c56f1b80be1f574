import { useId, useState, type ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { FilterRegular } from '@fluentui/react-icons';
import { makeStyles, mergeClasses } from '@griffel/react';
import { formatNumber } from '@hr/i18n';
import { useUiT } from '@hr/ui/i18n';
import { mediaDown, mediaUp } from '@hr/ui/theme';

const useStyles = makeStyles({
  // The button is a phone's only: from 600 px the filters always show.
  toggle: { minHeight: '40px', [mediaUp('sm')]: { display: 'none' } },
  collapsed: { [mediaDown('sm')]: { display: 'none' } },
});

export interface PhoneFilters {
  /** "Filters" (with the number of filters in use): put it beside the page's search or actions. */
  toggle: ReactNode;
  /** For the element that holds the filters: hidden on a phone until the button opens it. */
  panel: { id: string; className: string };
}

/**
 * A page's filters behind a "Filters" button on a phone (under 600 px), as Microsoft 365's admin
 * center does, so its list or map starts on the first screen; wider screens show them always.
 * CSS alone decides what shows where: nothing waits for a width read in JavaScript.
 */
export function usePhoneFilters(active: number): PhoneFilters {
  const t = useUiT();
  const styles = useStyles();
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = (
    <Button
      className={styles.toggle}
      icon={<FilterRegular />}
      aria-expanded={open}
      aria-controls={id}
      onClick={() => setOpen((o) => !o)}
    >
      {active > 0 ? t('filters.toggleActive', { n: formatNumber(active) }) : t('filters.toggle')}
    </Button>
  );
  return { toggle, panel: { id, className: mergeClasses(!open && styles.collapsed) } };
}
