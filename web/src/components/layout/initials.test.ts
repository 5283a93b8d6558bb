import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Alice Martin', 'AM'],
    ['Bob', 'B'],
    ['Jean Paul Sartre', 'JS'],
    ['  alice   martin ', 'AM'],
    ['élise durand', 'ÉD'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
