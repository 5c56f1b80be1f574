// A page drawn while its Hindi texts arrive: react-i18next listens for arriving texts only from
// the commit on, so texts that came in between the render and the commit were missed, and texts
// memoized with the translate function (a table's column headers) stayed in English.
import { useMemo } from 'react';
import { render, screen } from '@testing-library/react';
import { i18n, registerNamespace, setLanguage, useT } from '@hr/i18n';

afterEach(() => setLanguage('en'));

/** Column headers as a table makes them: once per translate function. */
function Headers() {
  const t = useT('use-t-test');
  const headers = useMemo(() => [t('name'), t('ward')].join(', '), [t]);
  return <p>{headers}</p>;
}

/** Rendered after Headers in the same render: the Hindi texts arrive before the commit. */
function TextsArriveNow() {
  if (!i18n.hasResourceBundle('hi', 'use-t-test')) {
    i18n.addResourceBundle('hi', 'use-t-test', { name: 'नाम', ward: 'वार्ड' }, true, true);
  }
  return null;
}

test('texts that arrive between a render and its commit still replace the English ones', async () => {
  // The namespace knows no Hindi loader: Hindi is active, its texts are not in yet.
  await registerNamespace(
    'use-t-test',
    { name: 'Name', ward: 'Ward' },
    {
      hi: () => new Promise(() => {}),
      ne: () => new Promise(() => {}),
    },
  );
  await i18n.changeLanguage('hi');

  render(
    <>
      <Headers />
      <TextsArriveNow />
    </>,
  );

  expect(await screen.findByText('नाम, वार्ड')).toBeInTheDocument();
});
