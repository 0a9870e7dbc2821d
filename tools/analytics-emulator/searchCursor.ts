// The emulator's search cursors: opaque to clients (base64url), naming the row the next page starts at.
export const encodeSearchCursor = (start: number) => Buffer.from(`searches:${start}`).toString('base64url');
export function decodeSearchCursor(cursor: string): number | undefined {
  const match = /^searches:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
}
