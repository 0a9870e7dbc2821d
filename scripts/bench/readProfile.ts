// Summarizes a V8 .cpuprofile (from `node --cpu-prof`): the functions with the most self time and the most total
// time, with their source location. Usage: node --import tsx scripts/bench/readProfile.ts FILE [top]
import * as fs from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
  readonly children?: number[];
}

interface Profile {
  readonly nodes: ProfileNode[];
  readonly samples: number[];
  readonly timeDeltas: number[];
}

function summarize(profile: Profile, top: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ` +
    `${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const leaf = byId.get(id)!;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const key = name(n);
      if (seen.has(key)) continue; // recursion counts once
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  });
  const table = (title: string, map: Map<string, number>) =>
    [
      title,
      ...[...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([k, ms]) => `${ms.toFixed(1).padStart(9)} ms  ${k}`),
    ].join('\n');
  return `${table('self time', self)}\n\n${table('total time', total)}`;
}

const [file, top = '30'] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: readProfile.ts FILE.cpuprofile [top]\n');
  process.exit(2);
}
process.stdout.write(`${summarize(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile, Number(top))}\n`);
