// One small deterministic generator for the tests that try random inputs (a linear congruential one): the same seed
// gives the same inputs on every machine, so that a failure can be replayed from the seed it names.
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
