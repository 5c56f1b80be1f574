import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useShellT } from '../i18n';

const useStyles = makeStyles({
  root: {
    minHeight: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * Shown for the moment a layout's code arrives. Plain text on purpose: it is part of the login
 * page's bundle, which has a size budget (the spinner arrives with the layouts).
 */
export function PageSpinner() {
  const styles = useStyles();
  const t = useShellT();
  return (
    <div className={styles.root} role="status">
      {t('layout.loading')}
    </div>
  );
}
