import { makeStyles, mergeClasses } from '@griffel/react';
import { visuallyHidden } from '@hr/ui/theme';
import { tokens } from '@fluentui/react-theme';
import { Text } from '@fluentui/react-text';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { formatNumber } from '@hr/i18n';

import { useCollectorT } from '@collector/i18n';

/** The `collector` text of each step's label. */
export const STEP_LABELS = ['steps.phone', 'steps.otp', 'steps.details'] as const;

const useStyles = makeStyles({
  list: {
    display: 'flex',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    gap: tokens.spacingHorizontalS,
  },
  item: {
    flex: '1 1 0',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    textAlign: 'center',
  },
  // A line under each step: filled up to the current one, so progress reads at a glance.
  bar: {
    alignSelf: 'stretch',
    height: '4px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralStroke2,
  },
  barDone: { backgroundColor: tokens.colorBrandBackground },
  dot: {
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: tokens.fontWeightSemibold,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
  },
  dotActive: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
  },
  label: { color: tokens.colorNeutralForeground2 },
  labelActive: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  // Heard, not seen: the list above shows the same.
  status: visuallyHidden,
});

/**
 * Fluent v9 has no stepper; this is one built from its tokens, announced as an ordered list, and
 * a live region that announces each new step ('Step 2 of 3: Verify OTP').
 */
export function WizardSteps({ active }: { active: number }) {
  const styles = useStyles();
  const t = useCollectorT();
  return (
    <>
      <ol className={styles.list} aria-label={t('steps.label')}>
        {STEP_LABELS.map((label, index) => {
          const done = index < active;
          const current = index === active;
          return (
            <li key={label} className={styles.item} aria-current={current ? 'step' : undefined}>
              <span className={mergeClasses(styles.bar, (done || current) && styles.barDone)} />
              <span
                className={mergeClasses(styles.dot, (done || current) && styles.dotActive)}
                aria-hidden
              >
                {done ? <CheckmarkRegular /> : index + 1}
              </span>
              <Text
                size={200}
                className={mergeClasses(styles.label, current && styles.labelActive)}
              >
                {t(label)}
              </Text>
            </li>
          );
        })}
      </ol>
      {/* A live region: a screen reader says the step each time it changes. */}
      <p role="status" className={styles.status}>
        {t('steps.status', {
          number: formatNumber(active + 1),
          total: formatNumber(STEP_LABELS.length),
          label: t(STEP_LABELS[active] ?? STEP_LABELS[0]),
        })}
      </p>
    </>
  );
}
