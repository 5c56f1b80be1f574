import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import type { AdminSession, MfaMethod } from '@hr/contracts';
import { useSignIn, type Role } from '@hr/session';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { dashboardOf } from '@shell/app/guards';
import { useDocumentTitle } from '@shell/hooks/use-document-title';
import { LanguageMenu } from '@shell/components/language-menu';
import { useShellT } from '@shell/i18n';
import { ThemeToggleButton } from '@shell/components/theme-toggle-button';
import { REASON_MESSAGES } from './login-messages';
import { useLoginStyles } from './login-styles';

// The login page has a size budget: the message bar and the HTTP client load when needed, and
// so do the second factor's steps (issue 39).
const LoginAlert = lazy(() => import('./login-alert'));
const VerifyStep = lazy(() => import('./verify-step'));
const SetupStep = lazy(() => import('./setup-step'));

/** After the password of an office account: its second factor, or enrolling one first. */
type SecondStep =
  | { kind: 'verify'; challenge: string; methods: MfaMethod[] }
  | { kind: 'setup'; challenge: string };

function Alert({ intent, message }: { intent: 'warning' | 'error'; message: string }) {
  return (
    <Suspense fallback={<p role={intent === 'error' ? 'alert' : 'status'}>{message}</p>}>
      <LoginAlert intent={intent} message={message} />
    </Suspense>
  );
}

// The texts are the shell namespace's `login.admin.*` and `login.user.*` (locales/en.json).
const COPY = {
  admin: { identifierType: 'text', autoComplete: 'username', switchTo: '/login/user' },
  user: { identifierType: 'tel', autoComplete: 'tel', switchTo: '/login/admin' },
} as const;

/** /login/admin and /login/user: both fields required, the server's message or 'Login failed'. */
export function LoginPage({ role }: { role: Role }) {
  const copy = COPY[role];
  const t = useShellT();
  const identifierLabel = t(`login.${role}.identifierLabel`);
  const styles = useLoginStyles();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [params] = useSearchParams();
  const reasonKey = params.get('reason') ?? '';
  const reason = REASON_MESSAGES.includes(reasonKey) ? t(`login.reason.${reasonKey}`) : undefined;
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [second, setSecond] = useState<SecondStep | null>(null);
  // Shown under the fields after an incomplete submit (the form has noValidate: no browser bubble).
  const [missing, setMissing] = useState({ identifier: false, password: false });
  const identifierInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useDocumentTitle(t('login.title'));

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
      .catch(() => ({ ok: false as const, message: t('login.failed') }));
    if (outcome.ok === true) {
      signIn(role, outcome.token, outcome.profile);
      navigate(dashboardOf(role), { replace: true });
    } else if (outcome.ok === false) {
      setError(outcome.message);
      setBusy(false);
    } else if (outcome.ok === 'mfa') {
      setSecond({ kind: 'verify', challenge: outcome.challenge, methods: outcome.methods });
    } else {
      setSecond({ kind: 'setup', challenge: outcome.challenge });
    }
  }

  const signedIn = (session: AdminSession) => {
    signIn('admin', session.token, session.admin);
    navigate(dashboardOf('admin'), { replace: true });
  };
  /** The challenge is over (expired, used, 5 wrong codes): the password again. */
  const restart = (message: string) => {
    setSecond(null);
    setPassword('');
    setBusy(false);
    setError(message);
  };

  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <LanguageMenu />
        <ThemeToggleButton className={styles.themeToggle} nativeTooltip />
      </div>
      <div className={styles.card}>
        <div>
          <h1 className={styles.heading}>{t(`login.${role}.heading`)}</h1>
          <p className={styles.product}>{t('appTitle')}</p>
        </div>
        {reason && <Alert intent="warning" message={reason} />}
        {error && <Alert intent="error" message={error} />}
        {second ? (
          <Suspense fallback={null}>
            {second.kind === 'verify' ? (
              <VerifyStep
                challenge={second.challenge}
                methods={second.methods}
                onSignedIn={signedIn}
                onRestart={restart}
              />
            ) : (
              <SetupStep challenge={second.challenge} onSignedIn={signedIn} onRestart={restart} />
            )}
          </Suspense>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <Field
              label={identifierLabel}
              validationMessage={
                missing.identifier ? t('login.required', { field: identifierLabel }) : undefined
              }
            >
              <Input
                ref={identifierInput}
                className={styles.control}
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
              label={t('login.password')}
              validationMessage={
                missing.password ? t('login.required', { field: t('login.password') }) : undefined
              }
            >
              <Input
                ref={passwordInput}
                className={styles.control}
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
            <Button className={styles.control} appearance="primary" type="submit" disabled={busy}>
              {t('login.submit')}
            </Button>
          </form>
        )}
        <div className={styles.footer}>
          <Link className={styles.link} to={copy.switchTo}>
            {t(`login.${role}.switchText`)}
          </Link>
        </div>
      </div>
    </main>
  );
}
