export { componentCatalog, frontmatterCatalog, iconCatalog } from './catalog';
export type {
  CatalogComponent,
  CatalogProp,
  CatalogSource,
  ComponentCatalog,
  FrontmatterCatalog,
  FrontmatterKey,
  IconCatalog,
  IconLibrary,
  MdxPipeline,
  ValueKind,
} from './catalog';
