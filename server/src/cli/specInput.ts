// The spec a command-line operation works on: a local file, or a URL (fetched with the bounded remote loader,
// since naming it on the command line allows it).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { analyzeSpec, SpecAnalysis } from '../engine/openapiDocument';
import { fetchSpecText, FetchText, isRemoteSpec } from '../engine/openapiDocument';
import { TextReader } from '../engine/project';
import { fileKindOf, fileUri, NodeWorkspace } from '../engine/workspace';
import { CliIo, UsageError } from './io';

export interface SpecInput {
  /** What reports name: the absolute path, or the URL. */
  readonly location: string;
  readonly analysis: SpecAnalysis;
}

export async function loadSpecInput(arg: string, io: CliIo, fetchText: FetchText = fetchSpecText): Promise<SpecInput> {
  if (isRemoteSpec(arg)) {
    let text: string;
    try {
      text = await fetchText(arg);
    } catch (error) {
      throw new UsageError(`cannot load ${arg}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { location: arg, analysis: analyzeSpec(arg, 0, text) };
  }
  if (/^[a-z][a-z0-9+.-]+:/i.test(arg) && !/^[a-z]:[\\/]/i.test(arg))
    throw new UsageError(`only local files and http(s) URLs are read, not ${arg}`);
  const file = path.resolve(io.cwd, arg);
  // the type first (a FIFO would block, /dev/zero never ends), then the size before a byte is read: the engine's reader
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const kind = fileKindOf(stat);
  if (kind !== 'file') throw new UsageError(`cannot read ${file}: it is ${kind}, not a spec file`);
  const uri = fileUri(file);
  // the file the user named, read where a link leads
  const workspace = new NodeWorkspace([fileUri(path.dirname(file))], { followLinksOut: true });
  const read = new TextReader(workspace).read(uri, { checkNesting: false });
  if (!read) throw new UsageError(`cannot read ${file}: ENOENT`);
  if (read.problem) throw new UsageError(`cannot check ${file}: ${read.problem.message}`);
  return { location: file, analysis: analyzeSpec(uri, 0, read.text) };
}
