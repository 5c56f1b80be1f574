import { useRef, useState } from 'react';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useNotify } from '@hr/ui/feedback';
import { requiredMessage } from '@hr/ui/forms';
import { useAction } from '@hr/ui/page';
import { FormDialog } from './form-dialog';
import { useUiT } from '@hr/ui/i18n';

export type RenameDialogProps = {
  title: string;
  initialName: string;
  /** Shown when the call fails and the server sends no message. */
  fallback: string;
  /** Receives the trimmed, non-empty name; resolves once the list is reloaded. */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
  /** The success toast, e.g. 'Religion updated'. */
  doneMessage: string;
};

/**
 * Edit dialog of a religion or a caste. Mounted only while open (so each opening starts from
 * the current name); the name is trimmed and an empty one sends nothing.
 */
export function RenameDialog(props: RenameDialogProps) {
  const { title, initialName, fallback, onSave, onClose, doneMessage } = props;
  const [name, setName] = useState(initialName);
  const { busy, error, run, clearError } = useAction();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [empty, setEmpty] = useState(false);
  // Every failure here is about the one field (e.g. 'A religion with this name already exists').
  const t = useUiT();
  const shown = empty ? requiredMessage(t('common.name')) : error;

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    if (!(await run(() => onSave(trimmed), fallback))) {
      input.current?.focus();
      return;
    }
    notify(doneMessage);
    onClose();
  };

  return (
    <FormDialog open title={title} busy={busy} onSubmit={() => void submit()} onCancel={onClose}>
      <Field label={t('common.name')} required validationMessage={shown}>
        <Input
          ref={input}
          value={name}
          onChange={(_, data) => {
            setName(data.value);
            if (data.value.trim()) setEmpty(false);
            if (error) clearError();
          }}
          autoComplete="off"
          readOnly={busy}
        />
      </Field>
    </FormDialog>
  );
}
