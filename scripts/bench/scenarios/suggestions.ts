// "Did you mean" at scale: the suggestions for 15 000 links to no page on a site of 25 000 alike page paths (the
// mistakes of ../mistypedPagePaths.ts: letters dropped, added, changed or swapped, letter case, suffixes,
// another section, moved pages, made-up paths, noise), in process: the site's index made, then every link searched.
import { ClosestMatcher } from '../../../server/src/engine/project/closestMatcher';
import { mistypedPagePaths } from '../mistypedPagePaths';
import { measured, Row } from '../results';
import { now, repeat, withCpu } from '../stats';

const PAGES = 25_000;
const LINKS = 15_000;
/** A run takes seconds while the target is not met: a few samples say enough. */
const MAX_REPS = 3;

export async function suggestions(reps: number): Promise<Row[]> {
  const { pages, links } = mistypedPagePaths(PAGES, LINKS, 1);
  let suggested = 0;
  let cpuMs = 0;
  const figures = await repeat(0, Math.min(reps, MAX_REPS), async () => {
    const started = now();
    const run = await withCpu(async () => {
      const matcher = new ClosestMatcher(pages);
      return links.filter((link) => matcher.closest(link) !== undefined).length;
    });
    const ms = now() - started;
    [suggested, cpuMs] = [run.result, Math.max(cpuMs, run.cpuMs)];
    return ms;
  });
  return [
    measured('suggestions', `"Did you mean" for ${LINKS} broken links (index made and searched)`, 'ms', figures, {
      site: `${PAGES} page paths`,
      targets: [{ stat: 'p95', limit: 200, text: '<= 200 ms' }],
      note: `${suggested} links get a suggestion; CPU up to ${Math.round(cpuMs)} ms per run (engine in process)`,
    }),
  ];
}
