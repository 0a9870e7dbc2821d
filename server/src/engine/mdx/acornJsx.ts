// acorn with its JSX plugin, as micromark's MDX extensions read expressions and import/export blocks; loaded when a
// page first holds something only it can read.
import type * as Acorn from 'acorn';
import type AcornJsx from 'acorn-jsx';
import { onFirstUse } from '../text';

export const acornJsx = onFirstUse(
  () =>
    /* eslint-disable @typescript-eslint/no-require-imports */
    (require('acorn') as typeof Acorn).Parser.extend((require('acorn-jsx') as typeof AcornJsx)()),
  /* eslint-enable @typescript-eslint/no-require-imports */
);
