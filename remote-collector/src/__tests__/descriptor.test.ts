import descriptor from '../descriptor';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import ne from '../locales/ne.json';

// The shell's static first paint shows these headings before the pages exist: they must be the
// texts each page's PageHeader renders (app/*-page.tsx), in every language.
const section = (name: 'myPeople' | 'addPerson' | 'edit') => ({
  title: { en: en[name].title, hi: hi[name].title, ne: ne[name].title },
  subtitle: { en: en[name].subtitle, hi: hi[name].subtitle, ne: ne[name].subtitle },
});

test("each page's heading is its PageHeader's title and subtitle in en, hi and ne", () => {
  expect(descriptor.headings).toEqual({
    '/user/dashboard': section('myPeople'),
    '/user/people/new': section('addPerson'),
    '/user/people/:id/edit': section('edit'),
  });
  expect(Object.keys(descriptor.headings ?? {})).toEqual(descriptor.pages);
});

test('the first sidebar item is named as the page it opens, in en, hi and ne', () => {
  const [first] = descriptor.sidebar;
  expect(first?.path).toBe('/user/dashboard');
  expect([first?.label, first?.labels?.hi, first?.labels?.ne]).toEqual([
    en.myPeople.title,
    hi.myPeople.title,
    ne.myPeople.title,
  ]);
});
