import * as path from 'node:path';
import * as fs from 'node:fs';
import { createLanguageService } from '../server/src/engine/languageService';
import { NodeWorkspace, fileUri } from '../server/src/engine/workspace';
const dir = path.resolve(process.argv[2]);
const s = createLanguageService({ workspace: new NodeWorkspace([fileUri(dir)]) });
(async () => {
  await s.loadSpecs();
  const uri = fileUri(dir + '/docs.json');
  s.getDiagnostics(uri);
  let t = performance.now();
  s.getNavigationTree(uri);
  console.log('first', performance.now() - t);
  const text = fs.readFileSync(dir + '/docs.json', 'utf8');
  for (let i = 0; i < 5; i++) {
    fs.writeFileSync(dir + '/docs.json', text.replace('"group": "', '"group": "' + 'ABCDE'[i]));
    s.getDiagnostics(uri);
    t = performance.now();
    const tree = s.getNavigationTree(uri);
    const built = performance.now() - t;
    const json = JSON.stringify(tree);
    console.log('rebuild', built.toFixed(1), 'stringify', (performance.now() - t - built).toFixed(1), json.length);
  }
  fs.writeFileSync(dir + '/docs.json', text);
  s.dispose();
})();
