import { describe, expect, it } from 'vitest';
import { addTitle, dropTarget, locate, moveTitle, removeTitle, SECTION_PREFIX, withKeys, withNewSection, type BuilderSection } from './guide-order';

const t = (id: number) => ({ id, name: `Title ${id}` });
const guide: BuilderSection[] = [
  { key: 'a', heading: 'Fiction', titles: [t(1), t(2), t(3)] },
  { key: 'b', heading: 'Non-fiction', titles: [t(4)] },
  { key: 'c', heading: 'Empty', titles: [] },
];
const ids = (sections: readonly BuilderSection[]) => sections.map((s) => s.titles.map((title) => title.id));

describe('moveTitle', () => {
  it('reorders within a section, the index being the place it ends at', () => {
    expect(ids(moveTitle(guide, 1, 'a', 2))).toEqual([[2, 3, 1], [4], []]);
    expect(ids(moveTitle(guide, 3, 'a', 0))).toEqual([[3, 1, 2], [4], []]);
  });

  it('moves between sections, into an empty one, and past the end is the end', () => {
    expect(ids(moveTitle(guide, 2, 'b', 0))).toEqual([[1, 3], [2, 4], []]);
    expect(ids(moveTitle(guide, 4, 'c', 9))).toEqual([[1, 2, 3], [], [4]]);
  });

  it('answers the same sections when nothing moves or nothing is known', () => {
    expect(moveTitle(guide, 2, 'a', 1)).toBe(guide);
    expect(moveTitle(guide, 99, 'a', 0)).toBe(guide);
    expect(moveTitle(guide, 1, 'zz', 0)).toBe(guide);
  });

  it('keeps each title once and leaves the input alone', () => {
    const moved = moveTitle(guide, 1, 'b', 1);
    expect(ids(moved).flat().sort()).toEqual([1, 2, 3, 4]);
    expect(ids(guide)).toEqual([[1, 2, 3], [4], []]);
  });
});

describe('adding, removing, finding', () => {
  it('adds at the end of a section, once in the whole guide', () => {
    expect(ids(addTitle(guide, 'c', t(5)))).toEqual([[1, 2, 3], [4], [5]]);
    expect(addTitle(guide, 'c', t(2))).toBe(guide);
  });

  it('removes a title wherever it is', () => {
    expect(ids(removeTitle(guide, 2))).toEqual([[1, 3], [4], []]);
    expect(locate(guide, 4)).toEqual({ section: 1, index: 0 });
    expect(locate(guide, 9)).toBeUndefined();
  });

  it('reads a drop over a title as before it, over a section as at its end', () => {
    expect(dropTarget(guide, 3)).toEqual({ key: 'a', index: 2 });
    expect(dropTarget(guide, `${SECTION_PREFIX}a`)).toEqual({ key: 'a', index: 3 });
    expect(dropTarget(guide, `${SECTION_PREFIX}c`)).toEqual({ key: 'c', index: 0 });
    expect(dropTarget(guide, 42)).toBeUndefined();
  });
});

describe('section keys', () => {
  it('are the sections’ places, again after one is removed or added', () => {
    const removed = withKeys(guide.filter((section) => section.key !== 'b'));
    expect(removed.map((s) => [s.key, s.heading])).toEqual([
      ['0', 'Fiction'],
      ['1', 'Empty'],
    ]);
    expect(withNewSection(removed).map((s) => s.key)).toEqual(['0', '1', '2']);
  });
});
