import { Spinner } from '@fluentui/react-spinner';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  root: { minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** Shown while a layout's code arrives. */
export function PageSpinner() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner label="Loading..." />
    </div>
  );
}
