/** Where the platform's documentation is published. */
export const DOCS_BASE: string;

/** A documented property or frontmatter key: the type the page names, and what else it states. */
export interface DocumentedField {
  type?: string;
  required?: true;
  default?: string;
  values?: string[];
  docs?: string;
}

/** The facts of a checkout of the platform's documentation, as scripts/catalog/platform-docs.json holds them. */
export interface PlatformDocs {
  source: string;
  base: string;
  components: Record<string, { docs: string; props: Record<string, DocumentedField> }>;
  frontmatter: {
    docs: string;
    keys: Record<string, DocumentedField>;
    modes: { docs: string; values: string[] };
  };
}

export function extractPlatformDocs(dir: string): PlatformDocs;
