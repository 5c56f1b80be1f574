import { useState } from 'react';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useAction } from '../hooks/use-action';
import { FormDialog } from './form-dialog';

export type RenameDialogProps = {
  title: string;
  initialName: string;
  /** Shown when the call fails and the server sends no message. */
  fallback: string;
  /** Receives the trimmed, non-empty name; resolves once the list is reloaded. */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
};

/**
 * Edit dialog of a religion or a caste. Mounted only while open (so each opening starts from
 * the current name); the name is trimmed and an empty one sends nothing.
 */
export function RenameDialog({ title, initialName, fallback, onSave, onClose }: RenameDialogProps) {
  const [name, setName] = useState(initialName);
  const { busy, error, run } = useAction();

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (await run(() => onSave(trimmed), fallback)) onClose();
  };

  return (
    <FormDialog
      open
      title={title}
      error={error}
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <Field label="Name" required>
        <Input
          value={name}
          onChange={(_, data) => setName(data.value)}
          autoComplete="off"
          readOnly={busy}
        />
      </Field>
    </FormDialog>
  );
}
