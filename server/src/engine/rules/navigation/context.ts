import { DocsConfig } from '../../docsjson/model';
import { Report } from '../../findings';
import { DocsRoot } from '../../project/fileIndex';

/** What a docs.json rule sees: the navigation model, the root's files, and where to report. */
export interface ConfigRuleContext {
  readonly root: DocsRoot;
  readonly config: DocsConfig;
  readonly report: Report;
  /** False for rules turned off: their (possibly costly) checks are skipped. */
  readonly enabled: (code: string) => boolean;
}

export type ConfigRule = (ctx: ConfigRuleContext) => void;
