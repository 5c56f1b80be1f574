// The static first paint. The login pages: a copy of each login card in its own HTML file
// (login/admin/index.html, login/user/index.html), which the server sends for those addresses
// (a folder's index.html), so a phone paints the card before the scripts arrive. Every other
// address gets index.html, whose inline script (first-paint-signed-in.js) paints a signed-in
// user's layout and page heading from what the browser stored. The template is public/index.html.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The texts of the login cards, as the login page renders them (first-paint.test.tsx checks). */
const LOGIN_COPY = require('./first-paint.json');

/** The app's title in each language, as the layout shows it (shell/src/locales/*.json). */
const APP_TITLES = Object.fromEntries(
  ['en', 'hi', 'ne'].map((language) => [
    language,
    require(`./src/locales/${language}.json`).appTitle,
  ]),
);

/**
 * The signed-in first paint's inline script: first-paint-signed-in.js with the app titles put in,
 * minified (it is part of every page's HTML). The server allows it by its hash (CSP script-src).
 */
function signedInScript() {
  const file = fs.readFileSync(path.join(__dirname, 'first-paint-signed-in.js'), 'utf8');
  const call = '})(APP_TITLES);';
  if (!file.includes(call)) throw new Error(`first-paint-signed-in.js must end with ${call}`);
  // `<` escaped: no text can close the <script> element early.
  const titles = JSON.stringify(APP_TITLES).replace(/</g, '\\u003c');
  const source = file.replace(call, () => `})(${titles});`);
  const { minifySync } = require('@swc/core');
  return minifySync(source, { compress: true, mangle: true }).code;
}

/** What public/index.html reads besides `login` (every page made from it gets these). */
const templateOptions = () => ({ signedInScript: signedInScript() });

/** One HtmlWebpackPlugin per login page, beside the shell's own index.html. */
function loginPagePlugins(dir) {
  return Object.entries(LOGIN_COPY).map(
    ([role, login]) =>
      new HtmlWebpackPlugin({
        template: path.join(dir, 'public/index.html'),
        filename: `login/${role}/index.html`,
        chunks: ['main'],
        login,
        ...templateOptions(),
      }),
  );
}

module.exports = { APP_TITLES, LOGIN_COPY, loginPagePlugins, signedInScript, templateOptions };
