import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Link } from '@fluentui/react-link';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { errorMessage } from '@hr/api';
import { useSignIn, type Role } from '@hr/session';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { logIn } from '../api/log-in';
import { LOGIN_FAILED, REASON_MESSAGES } from './login-messages';
import { useLoginStyles } from './login-styles';

const COPY = {
  admin: {
    heading: 'Admin sign in',
    identifierLabel: 'Email or phone',
    identifierType: 'text',
    autoComplete: 'username',
    switchText: 'User? Log in here',
    switchTo: '/login/user',
  },
  user: {
    heading: 'User sign in',
    identifierLabel: 'Phone',
    identifierType: 'tel',
    autoComplete: 'tel',
    switchText: 'Admin? Log in here',
    switchTo: '/login/admin',
  },
} as const;

/** /login/admin and /login/user: both fields required, the server's message or 'Login failed'. */
export function LoginPage({ role }: { role: Role }) {
  const copy = COPY[role];
  const styles = useLoginStyles();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [params] = useSearchParams();
  const reason = REASON_MESSAGES[params.get('reason') ?? ''];
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle('Sign in');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The inputs are `required`, so the browser stops an empty form; this guards other paths.
    if (!identifier.trim() || !password) return;
    setBusy(true);
    setError(null);
    try {
      const { token, profile } = await logIn(role, identifier.trim(), password);
      signIn(role, token, profile);
      navigate(role === 'admin' ? '/admin/dashboard' : '/user/dashboard', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, LOGIN_FAILED));
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div>
          <h1 className={styles.heading}>{copy.heading}</h1>
          <p className={styles.product}>Household Registry</p>
        </div>
        {reason && (
          <MessageBar intent="warning">
            <MessageBarBody>{reason}</MessageBarBody>
          </MessageBar>
        )}
        {error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <form className={styles.form} onSubmit={submit}>
          <Field label={copy.identifierLabel}>
            <Input
              name="identifier"
              type={copy.identifierType}
              autoComplete={copy.autoComplete}
              required
              value={identifier}
              onChange={(_, data) => setIdentifier(data.value)}
            />
          </Field>
          <Field label="Password">
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(_, data) => setPassword(data.value)}
            />
          </Field>
          <Button appearance="primary" type="submit" disabled={busy}>
            Sign in
          </Button>
        </form>
        <div className={styles.footer}>
          <Link
            href={copy.switchTo}
            onClick={(event) => {
              event.preventDefault();
              navigate(copy.switchTo);
            }}
          >
            {copy.switchText}
          </Link>
        </div>
      </div>
    </main>
  );
}
