import { useCallback, useRef, useState } from 'react';
import type { DuplicateMatch, DuplicateMatches, DuplicateSearchBody } from '@hr/contracts';
import { useFocusReturn } from '@hr/ui/page';
import type { DuplicateWarningProps } from './duplicate-warning';

export interface DuplicateCheck {
  /**
   * Asks the server for look-alikes, then saves straight away when there are none, or shows the
   * warning and saves only on 'Save anyway'. A check that fails (offline, 5xx, a refused body)
   * does not stop the save: the check is advice, and the save reports its own errors.
   */
  run(body: DuplicateSearchBody, save: () => void): Promise<void>;
  /** While the check is under way (the form shows itself busy). */
  checking: boolean;
  /** For `<DuplicateWarning {...warning} />`. */
  warning: Pick<DuplicateWarningProps, 'matches' | 'onSaveAnyway' | 'onGoBack'>;
}

const NONE: readonly DuplicateMatch[] = [];

/** `find`: the remote's own call (its `api/` mutation's `mutateAsync`). */
export function useDuplicateCheck(
  find: (body: DuplicateSearchBody) => Promise<DuplicateMatches>,
): DuplicateCheck {
  const [checking, setChecking] = useState(false);
  const [matches, setMatches] = useState<readonly DuplicateMatch[]>(NONE);
  const pendingSave = useRef<(() => void) | null>(null);
  // 'Go back' returns focus to the control that asked to save (the form's Save button).
  const { remember } = useFocusReturn<HTMLElement>(matches.length > 0);

  const run = useCallback(
    async (body: DuplicateSearchBody, save: () => void) => {
      remember();
      setChecking(true);
      let found: readonly DuplicateMatch[] = NONE;
      try {
        found = (
          await find({
            ...body,
            name: body.name.trim(),
            fatherName: body.fatherName.trim(),
            wardNo: body.wardNo.trim(),
            areaName: body.areaName?.trim(),
          })
        ).matches;
      } catch {
        // Deliberately ignored: see `run` above.
      } finally {
        setChecking(false);
      }
      if (found.length === 0) {
        save();
        return;
      }
      pendingSave.current = save;
      setMatches(found);
    },
    [find, remember],
  );

  const onGoBack = useCallback(() => {
    pendingSave.current = null;
    setMatches(NONE);
  }, []);
  const onSaveAnyway = useCallback(() => {
    const save = pendingSave.current;
    pendingSave.current = null;
    setMatches(NONE);
    save?.();
  }, []);

  return { run, checking, warning: { matches, onGoBack, onSaveAnyway } };
}
