import descriptor from '../descriptor';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import ne from '../locales/ne.json';

// The shell's static first paint shows this heading before the page exists: it must be what the
// page's PageHeader renders (app/lookups-page.tsx), in every language.
test("the page's heading is its PageHeader's title and subtitle in en, hi and ne", () => {
  expect(descriptor.headings).toEqual({
    '/admin/lookups': {
      title: { en: en.page.title, hi: hi.page.title, ne: ne.page.title },
      subtitle: { en: en.page.subtitle, hi: hi.page.subtitle, ne: ne.page.subtitle },
    },
  });
});
