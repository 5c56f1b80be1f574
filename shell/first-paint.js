// The login pages' static first paint: a copy of each login card in its own HTML file
// (login/admin/index.html, login/user/index.html), which the server sends for those addresses
// (a folder's index.html), so a phone paints the card before the scripts arrive. Every other
// address gets index.html, which paints the page colour only. The template is public/index.html.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The texts of the login cards, as the login page renders them (first-paint.test.tsx checks). */
const LOGIN_COPY = require('./first-paint.json');

/** One HtmlWebpackPlugin per login page, beside the shell's own index.html. */
function loginPagePlugins(dir) {
  return Object.entries(LOGIN_COPY).map(
    ([role, login]) =>
      new HtmlWebpackPlugin({
        template: path.join(dir, 'public/index.html'),
        filename: `login/${role}/index.html`,
        chunks: ['main'],
        login,
      }),
  );
}

module.exports = { LOGIN_COPY, loginPagePlugins };
