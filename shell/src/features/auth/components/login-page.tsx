import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useSignIn, type Role } from '@hr/session';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { dashboardOf } from '@shell/app/guards';
import { useDocumentTitle } from '@shell/hooks/use-document-title';
import { ThemeToggleButton } from '@shell/components/theme-toggle-button';
import { LOGIN_FAILED, REASON_MESSAGES } from './login-messages';
import { useLoginStyles } from './login-styles';

// The login page has a size budget: the message bar and the HTTP client load when needed.
const LoginAlert = lazy(() => import('./login-alert'));

function Alert({ intent, message }: { intent: 'warning' | 'error'; message: string }) {
  return (
    <Suspense fallback={<p role={intent === 'error' ? 'alert' : 'status'}>{message}</p>}>
      <LoginAlert intent={intent} message={message} />
    </Suspense>
  );
}

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
  // Shown under the fields after an incomplete submit (the form has noValidate: no browser bubble).
  const [missing, setMissing] = useState({ identifier: false, password: false });
  const identifierInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useDocumentTitle('Sign in');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Both fields are required: each empty one says so under it and takes the focus, first first.
    const empty = { identifier: !identifier.trim(), password: !password };
    setMissing(empty);
    if (empty.identifier || empty.password) {
      (empty.identifier ? identifierInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await import('../api/log-in')
      .then(({ logIn }) => logIn(role, identifier.trim(), password))
      .catch(() => ({ ok: false as const, message: LOGIN_FAILED }));
    if (outcome.ok) {
      signIn(role, outcome.token, outcome.profile);
      navigate(dashboardOf(role), { replace: true });
    } else {
      setError(outcome.message);
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <ThemeToggleButton className={styles.themeToggle} nativeTooltip />
      <div className={styles.card}>
        <div>
          <h1 className={styles.heading}>{copy.heading}</h1>
          <p className={styles.product}>Household Registry</p>
        </div>
        {reason && <Alert intent="warning" message={reason} />}
        {error && <Alert intent="error" message={error} />}
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field
            label={copy.identifierLabel}
            validationMessage={
              missing.identifier ? `${copy.identifierLabel} is required` : undefined
            }
          >
            <Input
              ref={identifierInput}
              name="identifier"
              type={copy.identifierType}
              autoComplete={copy.autoComplete}
              required
              value={identifier}
              onChange={(_, data) => {
                setIdentifier(data.value);
                if (data.value.trim()) setMissing((m) => ({ ...m, identifier: false }));
              }}
            />
          </Field>
          <Field
            label="Password"
            validationMessage={missing.password ? 'Password is required' : undefined}
          >
            <Input
              ref={passwordInput}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(_, data) => {
                setPassword(data.value);
                if (data.value) setMissing((m) => ({ ...m, password: false }));
              }}
            />
          </Field>
          <Button appearance="primary" type="submit" disabled={busy}>
            Sign in
          </Button>
        </form>
        <div className={styles.footer}>
          <Link className={styles.link} to={copy.switchTo}>
            {copy.switchText}
          </Link>
        </div>
      </div>
    </main>
  );
}
