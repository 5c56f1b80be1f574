import { Button } from '@fluentui/react-button';
import { Card } from '@fluentui/react-card';
import { Body1, Caption1, Subtitle2, Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { EditRegular } from '@fluentui/react-icons';
import type { PeoplePage, Person } from '@hr/contracts';
import { PhoneText } from '@hr/ui/phone';
import { formatNumber } from '@hr/i18n';
import { useCollectorT } from '@collector/i18n';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorStatusWarningBorderActive}`,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottomStyle: 'none', paddingBottom: 0 },
  },
  text: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0, flex: '1 1 200px' },
  name: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  comment: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

export interface NeedsCorrectionProps {
  /** needsCorrectionQueryOptions' answer; undefined while it loads. */
  page: PeoplePage | undefined;
  onEdit(person: Person): void;
  /** The 44px touch target. */
  buttonClass: string;
}

/**
 * "Needs correction (N)" above My People: the records the office sent back, each with its
 * comment and an Edit button. Nothing while there are none (or while the list loads or failed:
 * My People below says so).
 */
export function NeedsCorrection({ page, onEdit, buttonClass }: NeedsCorrectionProps) {
  const t = useCollectorT();
  const styles = useStyles();
  if (!page || page.total === 0) return null;
  return (
    <Card className={styles.card} role="region" aria-labelledby="needs-correction-title">
      <Subtitle2 as="h2" id="needs-correction-title">
        {t('needsCorrection.title', { count: page.total, n: formatNumber(page.total) })}
      </Subtitle2>
      <ul className={styles.list}>
        {page.items.map((person) => (
          <li key={person.id} className={styles.item}>
            <div className={styles.text}>
              <Body1 className={styles.name}>{person.name}</Body1>
              <Caption1 className={styles.muted}>
                <PhoneText value={person.phone} />
              </Caption1>
              <Text className={styles.comment}>
                <span className={styles.muted}>{t('needsCorrection.comment')} </span>
                {person.reviewComment}
              </Text>
            </div>
            <Button
              className={buttonClass}
              icon={<EditRegular />}
              aria-label={t('needsCorrection.editOne', { name: person.name })}
              onClick={() => onEdit(person)}
            >
              {t('needsCorrection.edit')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
