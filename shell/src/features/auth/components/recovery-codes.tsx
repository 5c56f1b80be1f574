import { Button } from '@fluentui/react-button';
import { useState } from 'react';
import { useShellT } from '@shell/i18n';
import { useMfaStyles } from './mfa-styles';

/** The new recovery codes, shown once: Copy puts them on the clipboard, Download saves a file. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useShellT();
  const styles = useMfaStyles();
  const [copied, setCopied] = useState(false);
  const text = `${t('appTitle')}\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'household-registry-recovery-codes.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className={styles.stack}>
      <p className={styles.text}>{t('mfa.recovery.saveThem')}</p>
      <ol className={styles.codes} aria-label={t('mfa.recovery.heading')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.row}>
        <Button
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('mfa.recovery.copy')}
        </Button>
        <Button onClick={download}>{t('mfa.recovery.download')}</Button>
        <span role="status">{copied ? t('mfa.recovery.copied') : ''}</span>
      </div>
    </div>
  );
}
