// Deterministic randomness for the emulator's data: the same seed always gives the same entries and IDs.

export type Random = () => number;

/** mulberry32: tiny, fast, and good enough for test data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Picks by weight: `[[value, weight], ...]`. */
export function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  let roll = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1][0];
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID: 48-bit millisecond time then 80 random bits, in Crockford base 32; sorts by time. */
export function ulid(time: number, random: Random): string {
  let timePart = '';
  for (let i = 0, t = time; i < 10; i++, t = Math.floor(t / 32)) timePart = CROCKFORD[t % 32] + timePart;
  let randomPart = '';
  for (let i = 0; i < 16; i++) randomPart += CROCKFORD[Math.floor(random() * 32)];
  return timePart + randomPart;
}

export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
