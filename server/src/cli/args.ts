// A small argument parser: `--name value`, `--name=value` (repeatable), boolean `--flag`, and positionals.
import { UsageError } from './io';

export interface ParsedArgs {
  readonly positionals: string[];
  readonly values: Record<string, string[] | undefined>;
  readonly flags: Set<string>;
}

export function parseArgs(
  argv: readonly string[],
  spec: { values?: string[]; flags?: string[]; aliases?: Record<string, string> },
): ParsedArgs {
  const result: ParsedArgs = { positionals: [], values: {}, flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      result.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      result.positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    let name = (eq >= 0 ? arg.slice(0, eq) : arg).replace(/^--?/, '');
    name = spec.aliases?.[name] ?? name;
    if (spec.flags?.includes(name)) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      result.flags.add(name);
    } else if (spec.values?.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      (result.values[name] ??= []).push(value);
    } else {
      throw new UsageError(`unknown option ${arg}`);
    }
  }
  return result;
}
