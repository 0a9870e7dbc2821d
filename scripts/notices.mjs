// The notices of the npm packages whose code the shipped bundles carry (dist/*.js, client/media/analytics.js): their
// licenses ask that their copyright and permission notices go with every copy. The build records which packages it
// bundled (out/bundled-packages.json); `npm run notices` writes their notices into THIRD-PARTY-NOTICES.md from the
// packages' own license files, and a test (test/package/notices.test.ts) keeps that section in step with the build.
// Usage: node scripts/notices.mjs [--check]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RECORD = path.join(REPO, 'out/bundled-packages.json');
export const NOTICES = path.join(REPO, 'THIRD-PARTY-NOTICES.md');
const SECTION_START = '<!-- bundled npm packages: written by `npm run notices` -->';
const SECTION_END = '<!-- end of the bundled npm packages -->';

/** The package folder of a bundled file (`node_modules/@scope/name/lib/x.js` -> `node_modules/@scope/name`). */
function packageFolder(input) {
  const parts = input.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  return parts.slice(0, at + (parts[at + 1]?.startsWith('@') ? 3 : 2)).join('/');
}

/** Writes out/bundled-packages.json: each bundled package's name, version and folder, from esbuild's metafiles. */
export function recordBundledPackages(metafiles) {
  const folders = new Set();
  for (const metafile of metafiles)
    for (const output of Object.values(metafile.outputs))
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs ?? {})) {
        const folder = bytesInOutput > 0 ? packageFolder(input) : undefined;
        if (folder) folders.add(folder);
      }
  const packages = [...folders]
    .map((folder) => {
      const manifest = JSON.parse(readFileSync(path.join(REPO, folder, 'package.json'), 'utf8'));
      return { name: manifest.name, version: manifest.version, folder };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  mkdirSync(path.dirname(RECORD), { recursive: true });
  writeFileSync(RECORD, JSON.stringify(packages, null, 2) + '\n');
}

function licenseFile(folder) {
  const names = readdirSync(path.join(REPO, folder));
  const name = names.find((n) => /^licen[cs]e(\.(md|txt))?$/i.test(n)) ?? names.find((n) => /^licen[cs]e/i.test(n));
  return name ? readFileSync(path.join(REPO, folder, name), 'utf8') : undefined;
}

/** A copyright line (`Copyright (c) 2015 Name`, `Copyright 2015 Name`, `(c) Name`); other lines stay in the text. */
const COPYRIGHT = /^[ \t]*(?:copyright[ \t]*(?:\(c\)|©|\d{4})|\(c\)|©).*$/gim;

/** The notices section for the recorded packages: per license text, the packages with their copyright lines. */
export function noticesSection(packages) {
  const groups = new Map();
  for (const pkg of packages) {
    const manifest = JSON.parse(readFileSync(path.join(REPO, pkg.folder, 'package.json'), 'utf8'));
    const declared = typeof manifest.license === 'string' ? manifest.license : (manifest.license?.type ?? 'unknown');
    const text = licenseFile(pkg.folder);
    const copyrights = text ? [...text.matchAll(COPYRIGHT)].map((m) => m[0].trim()) : [];
    const author = typeof manifest.author === 'string' ? manifest.author : manifest.author?.name;
    const body = text
      ? text
          .replace(COPYRIGHT, '')
          .replace(/\r\n/g, '\n')
          .replace(/\n{3,}/g, '\n\n')
          .trim()
      : `(the package has no license file; its package.json declares ${declared})`;
    const key = `${declared}\n${body}`;
    if (!groups.has(key)) groups.set(key, { declared, body, entries: [] });
    const owners = copyrights.length > 0 ? copyrights : author ? [`Copyright (c) ${author}`] : [];
    groups.get(key).entries.push(`- ${pkg.name} ${pkg.version}${owners.length ? `: ${owners.join('; ')}` : ''}`);
  }
  const sorted = [...groups.entries()]
    .sort(([keyA, a], [keyB, b]) => b.entries.length - a.entries.length || (keyA < keyB ? -1 : 1))
    .map(([, group]) => group);
  const lines = [
    SECTION_START,
    '',
    '## npm packages in the bundles',
    '',
    'The bundles (`dist/*.js`, `client/media/analytics.js`) carry code of these npm packages, under these licenses',
    "(from each package's own license file; grouped by license text, each package with its copyright notice).",
  ];
  for (const group of sorted)
    lines.push('', `### ${group.declared}`, '', ...group.entries, '', '```text', group.body, '```');
  lines.push('', SECTION_END);
  return lines.join('\n') + '\n';
}

/** THIRD-PARTY-NOTICES.md with the section written for `packages` (in place of the one it holds, or at its end). */
export function noticesWith(packages) {
  const current = readFileSync(NOTICES, 'utf8');
  const start = current.indexOf(SECTION_START);
  const end = current.indexOf(SECTION_END);
  const before = start < 0 ? current.trimEnd() + '\n\n' : current.slice(0, start);
  const after = start < 0 || end < 0 ? '' : current.slice(end + SECTION_END.length + 1);
  return before + noticesSection(packages) + after;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(RECORD)) {
    console.error(`${path.relative(REPO, RECORD)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const expected = noticesWith(JSON.parse(readFileSync(RECORD, 'utf8')));
  if (process.argv.includes('--check')) {
    const stale = readFileSync(NOTICES, 'utf8') !== expected;
    if (stale) console.error('THIRD-PARTY-NOTICES.md does not list the bundled packages: run `npm run notices`.');
    process.exit(stale ? 1 : 0);
  }
  writeFileSync(NOTICES, expected);
}
