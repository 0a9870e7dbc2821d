// Names a careless user or an attacker gives files, summaries, tags and links: quotes, backslashes, control and
// terminal escape characters, dot segments, separators, reserved device names, lone surrogates, very long names.
import { pick } from '../../tools/analytics-emulator/random';
import { Rng } from './mutators';

export const HOSTILE_NAMES = [
  'we"ird\\b',
  '../../outside',
  '/../../etc/passwd',
  '..\\..\\windows',
  '.',
  '..',
  '',
  ' ',
  'tab\there',
  'line\nbreak',
  'nul\u0000byte',
  'esc\u001b[31mred',
  'CON',
  'aux.mdx',
  'x.mdx',
  'a:b*c?d<e>f|g',
  'ünïcødé 日本語',
  'e\u0301',
  '🎉 emoji',
  'lone \ud800 surrogate',
  'List',
  'list',
  'LIST',
  'List 2',
  'List-2',
  '{id}',
  "it's",
  '%2e%2e%2f',
  'a'.repeat(300),
  'é'.repeat(200),
];

export function hostileName(rng: Rng): string {
  return pick(rng, HOSTILE_NAMES);
}
