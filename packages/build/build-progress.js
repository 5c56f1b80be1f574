// Progress of a production build as short lines, one app per line: "shell            40% building…",
// "remote-admin     done in 38 s". Plain lines, never a spinner or carriage returns: four apps
// build at once into one terminal or CI log, and each line has to make sense on its own.
const { clearInterval, setInterval } = require('node:timers');

/** One line per tenth of the way at most, and not more often than this. */
const QUIET_MS = 3000;
/**
 * A long step (minifying) still shows a sign of life this often (checked each second): every app
 * that is building has a line at least every 15 s.
 */
const HEARTBEAT_MS = 10000;
/** The longest app name (remote-collector), so the columns line up. */
const LABEL_WIDTH = 16;

class BuildProgress {
  /**
   * @param {string} label the app's name as people know it (its folder)
   * @param {(text: string) => void} [write] where the lines go (stdout)
   */
  constructor(label, write = (text) => process.stdout.write(text)) {
    this.label = label.padEnd(LABEL_WIDTH);
    this.write = write;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    let startedAt = 0;
    let lastAt = 0;
    let lastTenth = -1;
    let now = { percent: 0, step: 'starting' };
    /** @type {NodeJS.Timeout | undefined} */
    let heartbeat;
    const line = (text) => {
      lastAt = Date.now();
      this.write(`${this.label} ${text}\n`);
    };
    const seconds = () => Math.round((Date.now() - startedAt) / 1000);

    new compiler.webpack.ProgressPlugin((fraction, step) => {
      // Before `run` (reading the config) and at the end (the done hook reports it, with the
      // time) there is nothing to say.
      if (!startedAt || fraction >= 1) return;
      now = { percent: Math.floor(fraction * 100), step: step || now.step };
      const tenth = Math.floor(fraction * 10);
      if (tenth > lastTenth && Date.now() - lastAt >= QUIET_MS) {
        lastTenth = tenth;
        line(`${now.percent}% ${now.step}…`);
      }
    }).apply(compiler);

    compiler.hooks.run.tap('BuildProgress', () => {
      startedAt = Date.now();
      lastTenth = 0;
      line('building…');
      heartbeat = setInterval(() => {
        if (Date.now() - lastAt >= HEARTBEAT_MS)
          line(`${now.percent}% ${now.step}… (${seconds()} s)`);
      }, 1000);
      heartbeat.unref();
    });
    const stop = () => {
      clearInterval(heartbeat);
      startedAt = 0;
    };
    compiler.hooks.done.tap('BuildProgress', (stats) => {
      line(stats.hasErrors() ? `failed after ${seconds()} s` : `done in ${seconds()} s`);
      stop();
    });
    compiler.hooks.failed.tap('BuildProgress', () => {
      line(`failed after ${seconds()} s`);
      stop();
    });
  }
}

module.exports = { BuildProgress };
