import { Badge } from '@fluentui/react-badge';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { ArrowSwap16Regular } from '@fluentui/react-icons';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { MergeField } from '@hr/contracts';
import { mediaDown, mediaUp, visuallyHidden } from '@hr/ui/theme';
import type { MergeChoicesState } from '../hooks/use-merge-choices';
import { pairFields, SIDES, type OpenPair, type PairField, type Side } from '../utils/pair-fields';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  table: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  // One field a row: its name, then record A's value and record B's. Side by side from 600 px;
  // stacked on a phone, where each value says which record it is.
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
    [mediaUp('sm')]: {
      gridTemplateColumns: 'minmax(120px, 10rem) minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalL,
      alignItems: 'start',
    },
  },
  // A differing field: a marker and the word "Differs" say it, the tint only helps.
  differs: {
    backgroundColor: tokens.colorStatusWarningBackground1,
    boxShadow: `inset ${tokens.strokeWidthThicker} 0 0 ${tokens.colorStatusWarningBorderActive}`,
  },
  head: {
    [mediaDown('sm')]: { display: 'none' },
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
  },
  headCell: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  label: { display: 'grid', gap: tokens.spacingVerticalXXS, fontWeight: tokens.fontWeightSemibold },
  marker: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase200,
    '& svg': { color: tokens.colorStatusWarningForeground3, flexShrink: 0 },
  },
  note: {
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  // The two choices of a differing field fill the two record columns.
  choices: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXXS,
    [mediaUp('sm')]: {
      gridColumn: '2 / 4',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalL,
    },
  },
  choice: { alignItems: 'flex-start', marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})` },
  value: { minWidth: 0 },
  // "Record A:" before each value on a phone; from 600 px the column heads say it (and screen
  // readers still hear it with each value).
  side: {
    fontWeight: tokens.fontWeightSemibold,
    [mediaUp('sm')]: visuallyHidden,
  },
});

export interface PairComparisonProps {
  pair: OpenPair;
  choices: MergeChoicesState;
  disabled?: boolean;
}

/**
 * The two records field by field. Each field whose values differ is marked ("Differs", with an
 * icon) and, when a merge can take either value, offers the choice of which to keep.
 */
export function PairComparison({ pair, choices, disabled }: PairComparisonProps) {
  const t = useAdminT();
  const styles = useStyles();
  const { keep } = choices.choices;
  const record = (side: Side) => t(`duplicates.pair.record_${side}`);
  return (
    <div role="group" aria-label={t('duplicates.pair.comparison')} className={styles.table}>
      {/* The column heads, for the eye only: each value below names its record. */}
      <div className={mergeClasses(styles.row, styles.head)} aria-hidden>
        <span>{t('duplicates.pair.field')}</span>
        {SIDES.map((side) => (
          <span key={side} className={styles.headCell}>
            {record(side)}
            <Badge appearance="tint" shape="rounded" color={side === keep ? 'success' : 'danger'}>
              {t(side === keep ? 'duplicates.pair.kept' : 'duplicates.pair.removed')}
            </Badge>
          </span>
        ))}
      </div>
      {pairFields(pair).map((field) => (
        <FieldRow
          key={field.id}
          field={field}
          record={record}
          chosen={
            field.merge === 'choose'
              ? (choices.choices.fields[field.id as MergeField] ?? keep)
              : null
          }
          onChoose={(side) => choices.setField(field.id as MergeField, side)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

interface FieldRowProps {
  field: PairField;
  record(side: Side): string;
  /** The side whose value is kept, for a field that offers the choice. */
  chosen: Side | null;
  onChoose(side: Side): void;
  disabled?: boolean;
}

function FieldRow({ field, record, chosen, onChoose, disabled }: FieldRowProps) {
  const t = useAdminT();
  const styles = useStyles();
  const note =
    field.merge === 'religion'
      ? t('duplicates.pair.withReligion')
      : field.merge === 'kept'
        ? t('duplicates.pair.withKept')
        : null;
  const value = (side: Side) => (
    <>
      <span className={styles.side}>{`${record(side)}: `}</span>
      {field[side]}
    </>
  );
  return (
    <div className={mergeClasses(styles.row, field.differs && styles.differs)}>
      <span className={styles.label}>
        {field.label}
        {field.differs && (
          <span className={styles.marker}>
            <ArrowSwap16Regular aria-hidden />
            {t('duplicates.pair.differs')}
          </span>
        )}
        {note && <span className={styles.note}>{note}</span>}
      </span>
      {chosen ? (
        <RadioGroup
          className={styles.choices}
          aria-label={t('duplicates.pair.valueToKeep', { field: field.label })}
          value={chosen}
          disabled={disabled}
          onChange={(_, data) => onChoose(data.value as Side)}
        >
          {SIDES.map((side) => (
            <Radio key={side} className={styles.choice} value={side} label={value(side)} />
          ))}
        </RadioGroup>
      ) : (
        SIDES.map((side) => (
          <span key={side} className={styles.value}>
            {value(side)}
          </span>
        ))
      )}
    </div>
  );
}
