import type { ReactNode } from 'react';
import { Text, Title2 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { mediaDown } from '@hr/ui/theme';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    marginBottom: tokens.spacingVerticalL,
  },
  titles: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  subtitle: { color: tokens.colorNeutralForeground3 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // On a phone the actions take their own full line: a search box there is as wide as the
    // cards under it (and no wider: minWidth 0 lets it shrink to the screen).
    minWidth: 0,
    [mediaDown('sm')]: { flexBasis: '100%' },
  },
});

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The page's h1, an optional line under it and actions on the right (wrapping on phones). */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <div className={styles.titles}>
        <Title2 as="h1">{title}</Title2>
        {subtitle !== undefined && <Text className={styles.subtitle}>{subtitle}</Text>}
      </div>
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
