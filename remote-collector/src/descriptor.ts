import type { LocalText, RemoteDescriptor } from '@hr/contracts';
// By section (packages/i18n/src/locale-sections.d.ts): only the pages' headings ship here.
import en from './locales/en.json?sections';
import hi from './locales/hi.json?sections';
import ne from './locales/ne.json?sections';

/**
 * One text in the three languages. Each is named in full where used (`en.myPeople!.title`): webpack
 * follows that chain and ships only those texts (with `?.` it kept whole sections);
 * __tests__/descriptor.test.ts fails if a page's section is renamed.
 */
const text = (en = '', hi?: string, ne?: string): LocalText => ({ en, hi, ne });

/**
 * Exposed as `remote_collector/descriptor`: the whole collector area is this remote's, mounted at
 * /user (/user and /user/people, not pages here, go to the first item: the dashboard).
 */
const descriptor: RemoteDescriptor = {
  role: 'user',
  prefixes: ['/user'],
  pages: ['/user/dashboard', '/user/people/new', '/user/people/:id/edit'],
  sidebar: [
    // Named as the page it opens says in its heading ('My People'), in every language.
    {
      label: en.myPeople!.title ?? 'My People',
      labels: { hi: hi.myPeople!.title, ne: ne.myPeople!.title },
      path: '/user/dashboard',
      icon: 'people',
      order: 10,
    },
    {
      label: 'Add Person',
      labels: { hi: 'व्यक्ति जोड़ें', ne: 'व्यक्ति थप्नुहोस्' },
      path: '/user/people/new',
      icon: 'person-add',
      order: 20,
    },
  ],
  // Editing starts from My People, the dashboard: the sidebar keeps Dashboard lit.
  sidebarParents: { '/user/people/:id/edit': '/user/dashboard' },
  // What each page's PageHeader says, for the shell's static first paint (see the contract).
  headings: {
    '/user/dashboard': {
      title: text(en.myPeople!.title, hi.myPeople!.title, ne.myPeople!.title),
      subtitle: text(en.myPeople!.subtitle, hi.myPeople!.subtitle, ne.myPeople!.subtitle),
    },
    '/user/people/new': {
      title: text(en.addPerson!.title, hi.addPerson!.title, ne.addPerson!.title),
      subtitle: text(en.addPerson!.subtitle, hi.addPerson!.subtitle, ne.addPerson!.subtitle),
    },
    '/user/people/:id/edit': {
      title: text(en.edit!.title, hi.edit!.title, ne.edit!.title),
      subtitle: text(en.edit!.subtitle, hi.edit!.subtitle, ne.edit!.subtitle),
    },
  },
};

export default descriptor;
