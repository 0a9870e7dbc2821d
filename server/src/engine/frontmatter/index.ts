export { frontmatterLength, readFrontmatter } from './parse';
export type { FrontmatterBlock, FrontmatterField } from './parse';
