import { Badge } from '@fluentui/react-badge';
import { makeStyles } from '@griffel/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { SidebarCount } from '@hr/contracts';
import { sidebarCountQueryOptions } from '@hr/api/query';
import { localDigits } from '@hr/i18n/languages';
import { visuallyHidden } from '@hr/ui/theme';
import { useShellLanguage, useShellT } from '../i18n';

/** Larger numbers show as '99+' (the exact one is in the link's name). */
const MAX_SHOWN = 99;

const useStyles = makeStyles({
  // At the link's end, whatever the label's length.
  badge: { marginInlineStart: 'auto', flexShrink: 0 },
  hidden: visuallyHidden,
});

/**
 * The number a remote asked for on its sidebar item (descriptor `count`: the open duplicate
 * pairs), as a badge after the label, and in words for screen readers ("Duplicates 12 open"):
 * the badge itself is hidden from them. Nothing while the number is 0 or unknown (not yet
 * fetched, or the call failed: the item still works). Asked again on every navigation, since a
 * page may have changed it, and whenever a remote invalidates `queryKeys.sidebarCounts.all`.
 */
export function NavCount({ count }: { count: SidebarCount }) {
  const styles = useStyles();
  const t = useShellT();
  const [language] = useShellLanguage();
  const { data, refetch } = useQuery(sidebarCountQueryOptions(count));
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  if (!data || data <= 0) return null;
  const digits = (n: number) => localDigits(String(n), language);
  return (
    <>
      <Badge
        aria-hidden
        className={styles.badge}
        appearance="filled"
        color="brand"
        shape="circular"
      >
        {data > MAX_SHOWN ? `${digits(MAX_SHOWN)}+` : digits(data)}
      </Badge>
      <span className={styles.hidden}>
        {` ${t('layout.count', { count: data, n: digits(data) })}`}
      </span>
    </>
  );
}
