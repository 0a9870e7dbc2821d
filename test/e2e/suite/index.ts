// The in-editor test entry point in the @vscode/test-electron style: VS Code (code-server with the smoke-test driver,
// or desktop VS Code through @vscode/test-electron) loads this module in the extension host and awaits `run()`.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import Mocha from 'mocha';
import { REPORT_MARK } from './reportMark';

export function run(): Promise<void> {
  // The editor may forward console.log printf-style, unformatted: hand it finished lines.
  Mocha.reporters.Base.consoleLog = (...args: unknown[]) =>
    console.log(
      format(...args)
        .split('\n')
        .map((line) => REPORT_MARK + line)
        .join('\n'),
    );
  const mocha = new Mocha({ ui: 'bdd', color: false, reporter: 'spec', timeout: 30_000 });
  for (const file of readdirSync(__dirname)
    .filter((f) => f.endsWith('.suite.js'))
    .sort())
    mocha.addFile(join(__dirname, file));
  return new Promise((resolve, reject) => {
    mocha.run((failures) => (failures > 0 ? reject(new Error(`${failures} in-editor test(s) failed`)) : resolve()));
  });
}
