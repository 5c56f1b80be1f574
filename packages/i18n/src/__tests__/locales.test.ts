// Every namespace's English texts (the source) must have a Hindi and a Nepali text for each key:
// no key missing, none extra (a renamed English key left behind), none empty, and the same
// {{placeholders}} (a translation that drops one shows a raw value nowhere).
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES } from '@hr/contracts/errors';
import { serverErrorText, setLanguage } from '@hr/i18n';
import { findLocaleFolders, flatten, compareLocales } from './locale-files';

const root = path.resolve(__dirname, '../../../..');

describe('translations', () => {
  const folders = findLocaleFolders(root);

  it('finds the namespaces of the shell, packages/ui and the remotes', () => {
    const names = folders.map((f) => path.relative(root, f));
    expect(names).toEqual(
      expect.arrayContaining([
        'shell/src/locales',
        'packages/ui/src/locales',
        'packages/i18n/src/locales',
        'remote-lookups/src/locales',
        'remote-collector/src/locales',
        'remote-admin/src/locales',
      ]),
    );
  });

  it.each(['hi', 'ne'])(
    'every English key has a %s text (no missing, extra or empty keys)',
    (lng) => {
      const problems = folders.flatMap((folder) => {
        const read = (l: string) =>
          JSON.parse(fs.readFileSync(path.join(folder, `${l}.json`), 'utf8'));
        return compareLocales(flatten(read('en')), flatten(read(lng))).map(
          (p) => `${path.relative(root, folder)}/${lng}.json: ${p}`,
        );
      });
      expect(problems).toEqual([]);
    },
  );

  it('reports a missing, an extra, an empty key and a lost placeholder', () => {
    const en = flatten({ a: 'One', b: { c: 'Two {{n}}' }, d: 'Three' });
    const hi = flatten({ a: '', b: { c: 'दो' }, e: 'चार' });
    expect(compareLocales(en, hi)).toEqual([
      'empty: a',
      'placeholders differ: b.c',
      'missing: d',
      'extra: e',
    ]);
  });
});

describe('server errors', () => {
  it('has a text for every code of the error catalogue, English equal to the default', () => {
    const en = JSON.parse(
      fs.readFileSync(path.join(root, 'packages/i18n/src/locales/en.json'), 'utf8'),
    );
    expect(en).toEqual(ERROR_MESSAGES);
  });

  it('shows the code translated in Hindi and Nepali, and the server message in English', async () => {
    await setLanguage('hi');
    expect(serverErrorText('RELIGION_NAME_TAKEN', 'A religion with this name already exists')).toBe(
      'इस नाम का धर्म पहले से मौजूद है',
    );
    expect(serverErrorText('NOT_A_CODE', 'Something new')).toBe('Something new');
    await setLanguage('ne');
    expect(serverErrorText('OTP_INVALID', 'Invalid OTP.')).toBe('एक पटके कोड मिलेन।');
    await setLanguage('en');
    expect(serverErrorText('RELIGION_NAME_TAKEN', 'name: already taken')).toBe(
      'name: already taken',
    );
  });
});
