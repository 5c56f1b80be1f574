import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { FormDialog } from '@hr/ui/dialogs';
import { useState } from 'react';
import { useShellT } from '@shell/i18n';

/** Asks for the current password before a factor goes or new recovery codes replace the old. */
export function PasswordDialog({
  open,
  title,
  intro,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  busy: boolean;
  error?: string;
  onSubmit(password: string): void;
  onCancel(): void;
}) {
  const t = useShellT();
  const [password, setPassword] = useState('');
  return (
    <FormDialog
      open={open}
      title={title}
      error={error}
      busy={busy}
      submitLabel={submitLabel}
      busyLabel={submitLabel}
      onSubmit={() => password && onSubmit(password)}
      onCancel={() => {
        setPassword('');
        onCancel();
      }}
    >
      <p>{intro}</p>
      <Field label={t('mfa.password.label')} required>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(_, d) => setPassword(d.value)}
        />
      </Field>
    </FormDialog>
  );
}
