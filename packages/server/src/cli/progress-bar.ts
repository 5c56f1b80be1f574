/**
 * A one-line progress bar on stderr for long CLI jobs. On a terminal it redraws in place; when
 * stderr is a file or a pipe (CI logs) it prints a line per 10 % instead of a wall of redraws.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastTenth = -1;
  let lastLabel = '';
  return {
    update(label: string, done: number, total: number) {
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const width = 30;
      const filled = Math.round(ratio * width);
      const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
      const text = `${label.padEnd(8)} ${bar} ${(ratio * 100).toFixed(0).padStart(3)}% ` +
        `${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${seconds} s`;
      if (stream.isTTY) {
        stream.write(`\r${text}\u001b[K`);
        if (ratio === 1) stream.write('\n');
        return;
      }
      const tenth = Math.floor(ratio * 10);
      if (tenth !== lastTenth || label !== lastLabel) stream.write(`${text}\n`);
      lastTenth = tenth;
      lastLabel = label;
    },
  };
}
