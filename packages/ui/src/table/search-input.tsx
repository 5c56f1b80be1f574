import { SearchBox } from '@fluentui/react-search';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useUiT } from '@hr/ui/i18n';

// A definite width (not 100% of a row sized by its content): beside a button in a page header's
// actions it kept taking the whole row and pushed the button under it. The screen's width at most.
const useStyles = makeStyles({
  root: { width: '360px', maxWidth: '100%', minHeight: '40px' },
});

export interface SearchInputProps {
  value: string;
  onChange(value: string): void;
  placeholder: string;
  /** Accessible name; defaults to the placeholder. */
  ariaLabel?: string;
  className?: string;
}

/** A controlled search box (with a clear button); pass its value to DataTable's `search`. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  ariaLabel,
  className,
}: SearchInputProps) {
  const styles = useStyles();
  const t = useUiT();
  return (
    <SearchBox
      className={mergeClasses(styles.root, className)}
      size="large"
      value={value}
      placeholder={placeholder}
      aria-label={ariaLabel ?? placeholder}
      // Fluent names it 'clear' in English whatever the language.
      dismiss={{ 'aria-label': t('common.clearSearch') }}
      onChange={(_, data) => onChange(data.value)}
    />
  );
}
