/* global document, localStorage, location, navigator, APP_TITLES -- put in by first-paint.js */
// The signed-in pages' static first paint: inlined at the end of <body> in public/index.html
// (first-paint.js minifies it and puts the app titles in), so it runs before any other script and
// the browser's first paint already shows the layout's header, the sidebar and the page's h1 and
// subtitle instead of the page colour alone. It reads what a returning user's browser holds: the
// session, the language and the remotes' descriptors cached by the shell (federation/catalog.ts),
// whose `headings` name each page's texts. React replaces it with the same boxes on its first
// render. Plain old JavaScript, every text through textContent (stored texts are data, never
// markup), and any failure leaves the page colour as before.
(function (appTitles) {
  try {
    var theme = localStorage.getItem('household-registry.theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;

    var read = function (key) {
      try {
        return JSON.parse(localStorage.getItem(key) || 'null');
      } catch {
        return null;
      }
    };
    var auth = read('household-registry.auth');
    if (!auth || auth.authenticated !== true || typeof auth.token !== 'string') return;
    var role = auth.role;
    if (role !== 'admin' && role !== 'user') return;
    var path = location.pathname.replace(/\/+$/, '');
    if (path.indexOf('/' + role + '/') !== 0) return;
    var fp = document.querySelector('#root > .fp');
    if (!fp || fp.firstChild) return;

    // The language: stored, else the browser's first we have, else English (@hr/i18n's rule).
    var ours = function (code) {
      return Object.prototype.hasOwnProperty.call(appTitles, code);
    };
    var language = localStorage.getItem('language');
    if (!ours(language)) {
      var preferred =
        navigator.languages && navigator.languages.length
          ? navigator.languages
          : [navigator.language || 'en'];
      language = 'en';
      for (var i = 0; i < preferred.length; i += 1) {
        var primary = String(preferred[i]).toLowerCase().split('-')[0];
        if (ours(primary)) {
          language = primary;
          break;
        }
      }
    }
    var say = function (text) {
      if (!text) return '';
      var value = text[language] || text.en;
      return typeof value === 'string' ? value : '';
    };

    // The page's heading: the first descriptor of this role with a pattern matching the path.
    var matches = function (pattern) {
      var want = pattern.split('/');
      var have = path.split('/');
      if (want.length !== have.length) return false;
      for (var j = 0; j < want.length; j += 1) {
        if (want[j] !== have[j] && !(want[j].charAt(0) === ':' && have[j])) return false;
      }
      return true;
    };
    var heading = null;
    var remotes = read('household-registry.remotes') || {};
    for (var name in remotes) {
      var descriptor = remotes[name];
      var headings = descriptor && descriptor.role === role && descriptor.headings;
      if (!headings || typeof headings !== 'object') continue;
      for (var pattern in headings) {
        if (!heading && matches(pattern) && say(headings[pattern] && headings[pattern].title)) {
          heading = headings[pattern];
        }
      }
    }

    var box = function (parent, className, text) {
      var element = document.createElement('div');
      element.className = className;
      if (text) element.textContent = text;
      parent.appendChild(element);
      return element;
    };
    var appTitle = appTitles[language];
    var profile = auth[role] || {};
    fp.className = 'fp fp-app';
    fp.lang = language;
    document.documentElement.lang = language;
    // The layout's boxes (layouts/layout-frame.tsx): sidebar from 900 px up, menu button below.
    var side = box(fp, 'fp-side');
    side.style.width = '240px';
    box(side, 'fp-brand', appTitle);
    var main = box(fp, 'fp-main');
    var header = box(main, 'fp-header');
    box(header, 'fp-menu');
    box(header, 'fp-title', appTitle);
    box(header, 'fp-user', [profile.firstName, profile.lastName].join(' ').trim());
    box(header, 'fp-language');
    box(header, 'fp-menu fp-theme');
    // The page (PageHeader in packages/ui); none cached yet: the chrome alone.
    var content = box(main, 'fp-content');
    if (heading) {
      var titles = box(box(box(content, 'fp-page'), 'fp-page-header'), 'fp-titles');
      box(titles, 'fp-h1', say(heading.title));
      if (say(heading.subtitle)) box(titles, 'fp-subtitle', say(heading.subtitle));
      document.title = (say(heading.documentTitle) || say(heading.title)) + ' · ' + appTitle;
    }
  } catch {
    // Storage denied or a shape from another version: the page colour only, as without this.
  }
})(APP_TITLES);
