import { makeStyles, shorthands } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { mediaDown, mediaUp, visuallyHidden } from '@hr/ui/theme';

/** The share of a column without a `width`: enough for a name or an area on two lines. */
export const MIN_COLUMN_WIDTH = 110;

/**
 * The people and users tables (`cards`), two looks. From 600 px: a table of fixed layout whose minimum width is the sum
 * of its columns (`--hr-table-min-width`), scrolling inside its own box only when narrower than
 * that. Under 600 px the same elements become a list of cards, by CSS alone: no second copy of
 * the rows for screen readers or tests, and nothing waits for a width read in JavaScript. The
 * elements carry explicit table roles, so the browser keeps them a table for assistive
 * technology although they no longer display as one. The header row stays as the sort buttons.
 */
export const useTableStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  // A table without `cards` (the activity log): wide enough for its columns, scrolling in its box.
  plain: { minWidth: '800px' },
  // `compact`: a table at every width. From 600 px like `cards`; on a phone each column as wide as
  // its content (a long name wraps), scrolling in its box only when even that does not fit.
  compact: {
    [mediaUp('sm')]: { minWidth: 'var(--hr-table-min-width)' },
    [mediaDown('sm')]: { tableLayout: 'auto' },
  },
  cards: {
    [mediaUp('sm')]: { minWidth: 'var(--hr-table-min-width)' },
    [mediaDown('sm')]: {
      display: 'block',
      '& > thead, & > tbody': { display: 'block' },
      '& > thead > tr': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: tokens.spacingHorizontalS,
        borderBottomStyle: 'none',
        marginBottom: tokens.spacingVerticalS,
      },
      // Only the sortable headers show, as the phone's sort buttons; the others stay for
      // screen readers (they name the cells' columns).
      '& > thead > tr > th': { display: 'block', height: 'auto', width: 'auto' },
      // Drawn as chips, so they read as the buttons they are rather than as stray headers.
      '& > thead > tr > th[data-sortable]': {
        ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
        borderRadius: tokens.borderRadiusCircular,
        paddingLeft: tokens.spacingHorizontalXS,
        paddingRight: tokens.spacingHorizontalXS,
      },
      '& > thead > tr > th:not([data-sortable])': visuallyHidden,
      '& > tbody': { display: 'grid', rowGap: tokens.spacingVerticalS },
      '& > tbody > tr': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: tokens.spacingHorizontalS,
        rowGap: tokens.spacingVerticalXXS,
        paddingTop: tokens.spacingVerticalS,
        paddingBottom: tokens.spacingVerticalS,
        paddingLeft: tokens.spacingHorizontalM,
        paddingRight: tokens.spacingHorizontalS,
        ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
        borderRadius: tokens.borderRadiusMedium,
        backgroundColor: tokens.colorNeutralBackground1,
      },
      '& > tbody > tr > td': {
        display: 'block',
        // A card's lines start at its left, numbers too ('Household 3').
        textAlign: 'start',
        height: 'auto',
        minWidth: 0,
        paddingTop: 0,
        paddingBottom: 0,
        paddingLeft: 0,
        paddingRight: 0,
        flexBasis: '100%',
      },
      // Every card the same shape: the name with the row's buttons on its right, then the
      // other lines.
      '& td[data-card="title"]': {
        fontWeight: tokens.fontWeightSemibold,
        fontSize: tokens.fontSizeBase400,
        lineHeight: tokens.lineHeightBase400,
        flexBasis: 0,
        flexGrow: 1,
      },
      '& td:not([data-card="title"]):not([data-card="actions"]):not([data-card="select"])': {
        order: 2,
      },
      // The row's checkbox before the name, as wide as itself.
      '& td[data-card="select"]': { flexBasis: 'auto', order: 0 },
      '& td[data-card="inline"]': { flexBasis: 'auto', flexGrow: 0 },
      '& td[data-card="inline"] + td[data-card="inline"]::before': {
        // Alternative text '' (after the slash): only a visual separator.
        content: '"· " / ""',
        color: tokens.colorNeutralForeground3,
      },
      '& td[data-label]::before': {
        content: 'attr(data-label) "\\00a0" / ""',
        color: tokens.colorNeutralForeground3,
      },
      // The buttons touch-sized, on the title's line at the card's right edge.
      '& td[data-card="actions"]': { flexBasis: 'auto', marginLeft: 'auto', order: 1 },
      '& td[data-card="actions"] button': { minWidth: '44px', minHeight: '44px' },
      '& td[data-card="empty"]': { textAlign: 'center' },
    },
  },
  // A long value wraps inside its cell instead of running over the next column.
  cell: { overflowWrap: 'anywhere' },
  clickable: {
    cursor: 'pointer',
    ':focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: `calc(-1 * ${tokens.strokeWidthThick})`,
    },
  },
  // A header on one line (its column is as wide as the header needs, see the columns' widths):
  // wrapped, it made the header row taller than a row at 1280 px. A card's sort chip may wrap.
  header: { fontWeight: tokens.fontWeightSemibold, [mediaUp('sm')]: { whiteSpace: 'nowrap' } },
  sized: { [mediaUp('sm')]: { width: 'var(--hr-column-width)' } },
  // Numbers: at the column's end, header and cells alike, each digit as wide as the others.
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  endInner: { justifyContent: 'flex-end', textAlign: 'end' },
  truncate: {
    [mediaUp('sm')]: {
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
  empty: {
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    paddingTop: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalL,
  },
});
