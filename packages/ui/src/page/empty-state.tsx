import type { ReactNode } from 'react';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  root: {
    display: 'block',
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    paddingTop: tokens.spacingVerticalXL,
    paddingBottom: tokens.spacingVerticalXL,
  },
});

export interface EmptyStateProps {
  message: ReactNode;
}

export function EmptyState({ message }: EmptyStateProps) {
  const styles = useStyles();
  return <Text className={styles.root}>{message}</Text>;
}
