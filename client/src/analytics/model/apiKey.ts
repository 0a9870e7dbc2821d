// Checks of what the user pastes as the analytics key: one that cannot travel in a header is refused (the request
// would fail with an error quoting it); one not starting with `mint_` is only warned about.
import { AnalyticsError } from '../../../../shared/src/analytics/errors';
import { assertValidKey } from '../../../../shared/src/analytics/transport';

export const ADMIN_KEY_PREFIX = 'mint_';

/** A warning for keys that do not look like admin keys (they may still work), or undefined. */
export function adminKeyWarning(value: string): string | undefined {
  const key = value.trim();
  if (!key || key.startsWith(ADMIN_KEY_PREFIX)) return undefined;
  return `Admin API keys start with "${ADMIN_KEY_PREFIX}"; this one does not. Press Enter to keep it anyway.`;
}

/** Why the key cannot be used (never quoting it), or undefined. */
export function keyProblem(key: string): string | undefined {
  try {
    assertValidKey(key);
    return undefined;
  } catch (error) {
    if (error instanceof AnalyticsError) return error.message;
    throw error;
  }
}
