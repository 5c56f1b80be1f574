import { useState } from 'react';
import type { MergeField } from '@hr/contracts';
import {
  choicesFor,
  defaultKeep,
  type MergeChoices,
  type OpenPair,
  type Side,
} from '../utils/pair-fields';

export interface MergeChoicesState {
  choices: MergeChoices;
  /** Keeps this record, and pre-selects all of its values. */
  setKeep(side: Side): void;
  /** Takes one field's value from this record. */
  setField(field: MergeField, side: Side): void;
}

/**
 * The choices of a merge: the record to keep (the older one first) and, per differing field, the
 * record whose value the merged record takes. When the pair is read again with other values (a
 * 409 CONFLICT reloads it), the choices start over from the kept record's values.
 */
export function useMergeChoices(pair: OpenPair): MergeChoicesState {
  const [state, setState] = useState(() => ({
    version: pair.version,
    choices: choicesFor(pair, defaultKeep(pair)),
  }));
  let { choices } = state;
  if (state.version !== pair.version) {
    choices = choicesFor(pair, choices.keep);
    setState({ version: pair.version, choices });
  }
  return {
    choices,
    setKeep: (side) => setState({ version: pair.version, choices: choicesFor(pair, side) }),
    setField: (field, side) =>
      setState((s) => ({
        ...s,
        choices: { ...s.choices, fields: { ...s.choices.fields, [field]: side } },
      })),
  };
}
