import { DocsConfig } from '../../docsjson';
import { Report } from '../../findings';
import { DocsRoot } from '../../project';
import { RemoteSchemaState } from '../../project';
import { RuleCode } from '../../ruleCatalog';

/** What a docs.json rule sees: the navigation model, the root's files, and where to report. */
export interface ConfigRuleContext {
  readonly root: DocsRoot;
  readonly config: DocsConfig;
  readonly report: Report;
  /** False for rules turned off: their (possibly costly) checks are skipped. */
  readonly enabled: (code: RuleCode) => boolean;
  /** The file a spec path written in docs.json names (with or without extension or leading `/`), if any. */
  readonly resolveSpec: (written: string) => string | undefined;
  /** The schema a `$schema` URL names, as far as it is downloaded (never waits). */
  readonly remoteSchema: (url: string) => RemoteSchemaState;
}

export type ConfigRule = (ctx: ConfigRuleContext) => void;
