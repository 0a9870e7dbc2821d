// The compact index of one spec: all the main thread keeps of it (no syntax tree). Plain data, so that it crosses
// from the worker by structured clone.
import { Range } from 'vscode-languageserver-types';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface ParameterInfo {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly type?: string;
  readonly description?: string;
}

export interface XDocsInfo {
  readonly href?: string;
  readonly title?: string;
  readonly description?: string;
}

/** An operation (`GET /pets`), or a webhook (`webhook` set, `path` holding its name). */
export interface OperationInfo {
  /** Upper case: GET, POST, ... */
  readonly method: string;
  /** The path, or the webhook's name. */
  readonly path: string;
  readonly webhook: boolean;
  readonly summary?: string;
  readonly description?: string;
  readonly operationId?: string;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
  readonly hidden: boolean;
  /** Effective servers (operation, else path item, else the spec's). */
  readonly servers: readonly string[];
  /** Effective security requirements: each entry is a list of scheme names that together satisfy it. */
  readonly security: readonly (readonly string[])[];
  readonly parameters: readonly ParameterInfo[];
  readonly requestBody?: { readonly required: boolean; readonly contentTypes: readonly string[] };
  readonly responses: readonly { readonly code: string; readonly description?: string }[];
  readonly xDocs?: XDocsInfo;
  /** The whole operation (key to the end of its value) and its key. */
  readonly range: Range;
  readonly selection: Range;
}

export interface SchemaInfo {
  readonly name: string;
  readonly type?: string;
  readonly description?: string;
  readonly properties: readonly {
    readonly name: string;
    readonly type?: string;
    readonly required: boolean;
    readonly description?: string;
  }[];
  readonly range: Range;
  readonly selection: Range;
}

export interface SecuritySchemeInfo {
  readonly name: string;
  readonly type?: string;
  readonly selection: Range;
}

export interface SpecIndex {
  readonly uri: string;
  /** The `openapi` version string (3.0.x or 3.1.x). */
  readonly openapi: string;
  readonly title?: string;
  readonly version?: string;
  readonly servers: readonly string[];
  readonly operations: readonly OperationInfo[];
  readonly webhooks: readonly OperationInfo[];
  readonly schemas: readonly SchemaInfo[];
  readonly securitySchemes: readonly SecuritySchemeInfo[];
}

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

export function supportsWebhooks(index: SpecIndex): boolean {
  return !index.openapi.startsWith('3.0');
}

/** Lookups over an index, built once per index on the main thread. */
export class SpecLookup {
  private readonly byKey = new Map<string, OperationInfo>();
  private readonly webhooksByName = new Map<string, OperationInfo>();
  private readonly schemasByName = new Map<string, SchemaInfo>();

  constructor(readonly index: SpecIndex) {
    for (const op of index.operations) this.byKey.set(operationKey(op.method, op.path), op);
    for (const hook of index.webhooks) this.webhooksByName.set(hook.path, hook);
    for (const schema of index.schemas) this.schemasByName.set(schema.name, schema);
  }

  operation(method: string, path: string): OperationInfo | undefined {
    return this.byKey.get(operationKey(method, path));
  }

  webhook(name: string): OperationInfo | undefined {
    return this.webhooksByName.get(name);
  }

  schema(name: string): SchemaInfo | undefined {
    return this.schemasByName.get(name);
  }
}
