import { useEffect, useRef, type MouseEvent } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Link } from '@fluentui/react-link';
import { Text } from '@fluentui/react-text';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { useNavigate } from 'react-router-dom';
import type { DuplicateMatch } from '@hr/contracts';
import { PhoneText } from '@hr/ui/phone';
import { useDialogStyles } from '@hr/ui/dialogs';
import { useUiT } from '@hr/ui/i18n';

export interface DuplicateWarningProps {
  /** Open while there are matches to show; empty closes it. */
  matches: readonly DuplicateMatch[];
  onSaveAnyway(): void;
  onGoBack(): void;
  /**
   * Where a match can be opened (the collector's edit page); no link when it returns undefined.
   * Matches with `id: null` (another collector's record) never get one.
   */
  recordHref?(id: string): string | undefined;
}

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  secondary: { color: tokens.colorNeutralForeground2 },
});

/**
 * Asks before a save when the same household may already be registered: the matches the server
 * found (best first) and two ways on. 'Go back' is the primary action because keeping the
 * registry free of doubles is the point; Escape also goes back.
 */
export function DuplicateWarning({
  matches,
  onSaveAnyway,
  onGoBack,
  recordHref,
}: DuplicateWarningProps) {
  const styles = useStyles();
  const t = useUiT();
  const dialog = useDialogStyles();
  const navigate = useNavigate();
  const shown = matches.length > 0;
  // Opens on 'Go back', not on the first focusable (a match's link, which leaves the page): this
  // effect runs after the Dialog's own first-element focus (a parent's effects follow its child's).
  const goBack = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shown) goBack.current?.focus();
  }, [shown]);
  const open = (href: string) => (event: MouseEvent) => {
    // A client-side move: the wizard keeps its draft, the shell stays loaded.
    event.preventDefault();
    navigate(href);
  };
  return (
    <Dialog open={shown} modalType="alert" onOpenChange={(_, data) => !data.open && onGoBack()}>
      <DialogSurface className={dialog.surface} aria-describedby="duplicate-warning-intro">
        <DialogBody>
          <DialogTitle>{t('duplicates.title')}</DialogTitle>
          <DialogContent className={dialog.content}>
            <Text id="duplicate-warning-intro">
              {matches.length === 1 ? t('duplicates.introOne') : t('duplicates.introMany')}
            </Text>
            <ul className={styles.list} aria-label={t('duplicates.listLabel')}>
              {matches.map((match, index) => {
                const href = match.id ? recordHref?.(match.id) : undefined;
                return (
                  <li key={match.id ?? `other-${index}`} className={styles.item}>
                    <Text weight="semibold">{match.name}</Text>
                    <Text>{t('duplicates.fatherName', { name: match.fatherName })}</Text>
                    <Text>
                      {t('duplicates.place', { ward: match.wardNo, area: match.areaName })}
                    </Text>
                    <Text>
                      {t('duplicates.phone')}
                      <PhoneText value={match.phone} />
                    </Text>
                    <Text className={styles.secondary}>
                      {t('duplicates.addedBy', { name: match.addedBy.name })}
                    </Text>
                    {href && (
                      <Link href={href} onClick={open(href)}>
                        {t('duplicates.open', { name: match.name })}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button className={dialog.button} type="button" onClick={onSaveAnyway}>
              {t('duplicates.saveAnyway')}
            </Button>
            <Button
              ref={goBack}
              className={dialog.button}
              type="button"
              appearance="primary"
              onClick={onGoBack}
            >
              {t('duplicates.goBack')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
