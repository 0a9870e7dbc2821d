// A soft check of what the user pastes as the analytics key: admin keys start with `mint_`.

export const ADMIN_KEY_PREFIX = 'mint_';

/** A warning for keys that do not look like admin keys (they may still work), or undefined. */
export function adminKeyWarning(value: string): string | undefined {
  const key = value.trim();
  if (!key || key.startsWith(ADMIN_KEY_PREFIX)) return undefined;
  return `Admin API keys start with "${ADMIN_KEY_PREFIX}"; this one does not. Press Enter to keep it anyway.`;
}
