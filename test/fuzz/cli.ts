// npm run fuzz -- [--seconds N] [--seed S] [--inputs N] [--no-corpus] [--server-every N] [--openapi-file-every N]
//   [--save]
import { fuzz, saveFinding } from './run';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};

const options = {
  seconds: option('seconds', 60),
  seed: option('seed', Date.now() % 1_000_000),
  inputs: option('inputs', Infinity),
  corpus: !args.includes('--no-corpus'),
  serverEvery: option('server-every', 10),
  boundMs: option('bound-ms', 10_000),
  openapiFileEvery: option('openapi-file-every', 10),
};

console.log(
  `fuzzing for ${options.seconds} s with seed ${options.seed}${options.corpus ? ' (corpus seeds included)' : ''}`,
);
fuzz(options, console.log).then(({ inputs, findings }) => {
  console.log(`${inputs} inputs, ${findings.length} findings`);
  if (args.includes('--save')) for (const finding of findings) console.log(`saved ${saveFinding(finding)}`);
  process.exit(findings.length > 0 ? 1 : 0);
});
