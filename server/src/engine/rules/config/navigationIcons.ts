// `icon-unknown` in docs.json: the icon of a navigation element (a group, tab, anchor, dropdown, ...), written as a
// name or as `{ "name", "style", "library" }`, is a name of the site's icon library (or of the library it names
// itself), as a page's `icon` is; the platform shows no icon for a name the library does not have.
import { DocsConfig, elementSpec, navigationStringRefinements, property, stringContentRange } from '../../docsjson';
import { STRING_CHECKS } from '../../docsjson';
import { Report } from '../../findings';
import { asIconLibrary, iconFinding, iconLibraryIn } from '../components/vocabularyChecks';

export function checkNavigationIcons(config: DocsConfig, report: Report): void {
  const siteLibrary = iconLibraryIn(config.top);
  for (const element of config.elements) {
    const icon = property(element.node, 'icon')?.valueNode;
    const written = icon?.node.type === 'object' ? property(icon, 'name')?.valueNode : icon;
    if (!icon || !written || written.node.type !== 'string') continue;
    // a name the platform's validator refuses (`fa-house`) is nav-type's error, said once
    if (
      STRING_CHECKS.iconName(String(written.node.value)) !== undefined &&
      navigationStringRefinements(elementSpec(element.kind, element.within).slots.icon ?? []).some(
        (r) => r.check === 'iconName',
      )
    )
      continue;
    const own =
      icon.node.type === 'object' ? asIconLibrary(property(icon, 'library')?.valueNode?.node.value) : undefined;
    const finding = iconFinding(
      own ?? siteLibrary,
      String(written.node.value),
      written.file.uri,
      stringContentRange(written),
    );
    if (finding) report(finding);
  }
}
