// How an index crosses from the spec worker: the heads of operations and schemas as objects, their bulky details
// (descriptions, parameters, responses, properties) as one JSON text that the main thread parses the first time a
// hover or a generated page reads them. As objects, the whole Stripe index took the main thread 6 ms to receive per
// edit, and the scavenges after it copied its 35 000 objects; completion and diagnostics read only the heads.
import { SpecAnalysis } from './analyze';
import { OperationInfo, SchemaInfo, SpecIndex } from './specIndex';

const OPERATION_DETAILS = [
  'description',
  'tags',
  'servers',
  'security',
  'parameters',
  'requestBody',
  'responses',
  'xDocs',
] as const;
const SCHEMA_DETAILS = ['description', 'properties'] as const;

type OperationDetails = Pick<OperationInfo, (typeof OPERATION_DETAILS)[number]>;
type SchemaDetails = Pick<SchemaInfo, (typeof SCHEMA_DETAILS)[number]>;

interface Details {
  readonly operations: OperationDetails[];
  readonly webhooks: OperationDetails[];
  readonly schemas: SchemaDetails[];
}

export interface TransferIndex extends Omit<SpecIndex, 'operations' | 'webhooks' | 'schemas'> {
  readonly operations: Omit<OperationInfo, keyof OperationDetails>[];
  readonly webhooks: Omit<OperationInfo, keyof OperationDetails>[];
  readonly schemas: Omit<SchemaInfo, keyof SchemaDetails>[];
  /** JSON of `Details`, item for item in the order of the heads. */
  readonly details: string;
}

/** An analysis as it crosses from the worker. */
export type TransferAnalysis = Omit<SpecAnalysis, 'index'> & { readonly index?: TransferIndex };

export function analysisToTransfer(analysis: SpecAnalysis): TransferAnalysis {
  return { ...analysis, index: analysis.index && toTransfer(analysis.index) };
}

export function analysisFromTransfer(analysis: TransferAnalysis): SpecAnalysis {
  return { ...analysis, index: analysis.index && fromTransfer(analysis.index) };
}

function toTransfer(index: SpecIndex): TransferIndex {
  const operations = index.operations.map((op) => split(op, OPERATION_DETAILS));
  const webhooks = index.webhooks.map((hook) => split(hook, OPERATION_DETAILS));
  const schemas = index.schemas.map((schema) => split(schema, SCHEMA_DETAILS));
  const details: Details = {
    operations: operations.map((o) => o.details),
    webhooks: webhooks.map((w) => w.details),
    schemas: schemas.map((s) => s.details),
  };
  return {
    ...index,
    operations: operations.map((o) => o.head),
    webhooks: webhooks.map((w) => w.head),
    schemas: schemas.map((s) => s.head),
    details: JSON.stringify(details),
  };
}

/** The index again, its details read (once, for the whole index) when first asked for. */
function fromTransfer(transfer: TransferIndex): SpecIndex {
  const source = new DetailsSource(transfer.details);
  const { details: _text, ...rest } = transfer;
  return {
    ...rest,
    operations: transfer.operations.map(
      (head, i) => new LazyOperation(head, () => source.parsed().operations[i]) as unknown as OperationInfo,
    ),
    webhooks: transfer.webhooks.map(
      (head, i) => new LazyOperation(head, () => source.parsed().webhooks[i]) as unknown as OperationInfo,
    ),
    schemas: transfer.schemas.map(
      (head, i) => new LazySchema(head, () => source.parsed().schemas[i]) as unknown as SchemaInfo,
    ),
  };
}

class DetailsSource {
  private value: Details | undefined;
  constructor(private readonly json: string) {}
  parsed(): Details {
    return (this.value ??= JSON.parse(this.json) as Details);
  }
}

function split<T extends object, K extends keyof T>(
  item: T,
  keys: readonly K[],
): { head: Omit<T, K>; details: Pick<T, K> } {
  const head = { ...item };
  const details = {} as Pick<T, K>;
  for (const key of keys) {
    details[key] = item[key];
    delete head[key];
  }
  return { head, details };
}

/** An item with its head as own properties and its details behind getters of its class (one per kind, so building
 * an index costs one object per item); it serialises as the plain object it was. */
class LazyItem<D extends object> {
  readonly #details: () => D;
  constructor(head: object, details: () => D) {
    Object.assign(this, head);
    this.#details = details;
  }
  detail<K extends keyof D>(key: K): D[K] {
    return this.#details()[key];
  }
  toJSON(): object {
    return { ...this, ...this.#details() };
  }
}

/** A class of lazy items whose getters are the detail keys listed above (one list for splitting and reading). */
function lazyKind<D extends object>(keys: readonly (keyof D & string)[]): typeof LazyItem<D> {
  class Kind extends LazyItem<D> {}
  for (const key of keys)
    Object.defineProperty(Kind.prototype, key, {
      get(this: Kind) {
        return this.detail(key);
      },
    });
  return Kind;
}

const LazyOperation = lazyKind<OperationDetails>(OPERATION_DETAILS);
const LazySchema = lazyKind<SchemaDetails>(SCHEMA_DETAILS);
