// The commit-msg check: a subject of at most 72 characters that says what changed, a blank line, then a body that
// says why. Git's comment lines (`#`) and a trailing `git commit -v` diff are left out, as git leaves them out.
//   node scripts/commitMsg.mjs .git/COMMIT_EDITMSG     (run by pre-commit at the commit-msg stage)
//   node scripts/commitMsg.mjs --range A..B           every commit of a range (for CI)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const MAX_SUBJECT = 72;

/** What is wrong with a commit message, one line per problem; none when it is fine. */
export function commitMessageProblems(message) {
  const scissors = message.indexOf('# ------------------------ >8 ------------------------');
  const lines = (scissors >= 0 ? message.slice(0, scissors) : message)
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  const [subject = '', blank, ...body] = lines;
  const problems = [];
  if (subject.trim() === '') problems.push('the subject (first line) is empty');
  else if ([...subject].length > MAX_SUBJECT)
    problems.push(`the subject has ${[...subject].length} characters; at most ${MAX_SUBJECT}`);
  if (blank !== undefined && blank !== '') problems.push('the second line is not blank (subject, blank line, body)');
  if (!body.some((line) => line.trim() !== ''))
    problems.push('no body: say why the change was made, after a blank line');
  return problems;
}

function main(args) {
  const rangeAt = args.indexOf('--range');
  const messages =
    rangeAt >= 0
      ? execFileSync('git', ['log', '--format=%H%x00%B%x01', args[rangeAt + 1]], { encoding: 'utf8' })
          .split('\x01')
          .map((entry) => entry.replace(/^\n/, ''))
          .filter((entry) => entry.includes('\x00'))
          .map((entry) => entry.split('\x00'))
      : [[args[0], readFileSync(args[0], 'utf8')]];
  let failed = false;
  for (const [name, message] of messages) {
    const problems = commitMessageProblems(message);
    if (problems.length === 0) continue;
    failed = true;
    console.error(`${name}: ${problems.join('; ')}`);
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) main(process.argv.slice(2));
