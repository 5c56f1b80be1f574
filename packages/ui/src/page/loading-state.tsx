import { Spinner } from '@fluentui/react-spinner';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useUiT } from '@hr/ui/i18n';

const useStyles = makeStyles({
  root: { paddingTop: tokens.spacingVerticalXXL, paddingBottom: tokens.spacingVerticalXXL },
});

export interface LoadingStateProps {
  label?: string;
}

export function LoadingState({ label }: LoadingStateProps) {
  const styles = useStyles();
  const t = useUiT();
  return (
    <Spinner className={styles.root} label={label ?? t('common.loading')} labelPosition="below" />
  );
}
