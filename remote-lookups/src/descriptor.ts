import type { RemoteDescriptor } from '@hr/contracts';
// By section (packages/i18n/src/locale-sections.d.ts): only the page's heading ships here.
import en from './locales/en.json?sections';
import hi from './locales/hi.json?sections';
import ne from './locales/ne.json?sections';

/** Exposed as `remote_lookups/descriptor`: the shell mounts `./routes` at /admin/lookups. */
const descriptor: RemoteDescriptor = {
  role: 'admin',
  prefixes: ['/admin/lookups'],
  pages: ['/admin/lookups'],
  sidebar: [
    {
      label: 'Lookups',
      labels: { hi: 'सूचियाँ', ne: 'सूचीहरू' },
      path: '/admin/lookups',
      icon: 'lookups',
      order: 30,
    },
  ],
  // What the page's PageHeader says, for the shell's static first paint (see the contract); each
  // text named in full (`en.page!.title`), so webpack ships only these (see remote-collector).
  headings: {
    '/admin/lookups': {
      title: { en: en.page!.title ?? '', hi: hi.page!.title, ne: ne.page!.title },
      subtitle: { en: en.page!.subtitle ?? '', hi: hi.page!.subtitle, ne: ne.page!.subtitle },
    },
  },
};

export default descriptor;
