import { describe, expect, it } from 'vitest';
import { saveSession } from './session';
import { signToken } from '../test/tokens';
import { canWrite, isAdmin } from './permissions';

describe('canWrite', () => {
  it.each([
    [['editor'], true],
    [['admin'], true],
    [['viewer', 'editor'], true],
    [['viewer'], false],
    [[], false],
  ])('roles %j -> %s', (roles, expected) => {
    saveSession(signToken({ roles }), 'a@example.com');
    expect(canWrite()).toBe(expected);
  });

  it('is false when nobody is signed in', () => {
    expect(canWrite()).toBe(false);
  });
});

describe('isAdmin', () => {
  it.each([
    [['admin'], true],
    [['editor', 'admin'], true],
    [['editor'], false],
    [['viewer'], false],
    [[], false],
  ])('roles %j -> %s', (roles, expected) => {
    saveSession(signToken({ roles }), 'a@example.com');
    expect(isAdmin()).toBe(expected);
  });

  it('is false when nobody is signed in', () => {
    expect(isAdmin()).toBe(false);
  });
});
