import { describe, expect, it } from 'vitest';
import { ApiError, WriteError } from './api-client';
import { applyChoices, findConflict, staleRecord } from './conflict';

interface Values {
  title: string;
  titleId: number | null;
  notes: string;
  royalties: string;
  advance: string;
}
const base: Values = { title: 'Dune', titleId: 1, notes: 'first', royalties: '8%', advance: '100' };
const fields = ['title', 'notes', 'royalties', 'advance'];

describe('findConflict', () => {
  it('lists what the other person changed: theirs at once where the user left the field, the user’s where both changed it', () => {
    const mine = { ...base, notes: 'mine', advance: '200' };
    const theirs = { ...base, notes: 'theirs', royalties: '10%', advance: '200' };
    const conflict = findConflict('This license was changed by Bob', fields, base, mine, theirs);
    expect(conflict.message).toBe('This license was changed by Bob');
    expect(conflict.fields).toEqual([
      { field: 'notes', base: 'first', mine: 'mine', theirs: 'theirs', chosen: 'mine' },
      { field: 'royalties', base: '8%', mine: '8%', theirs: '10%', chosen: 'theirs' },
    ]);
    // The same change on both sides (the advance) is no conflict.
    expect(applyChoices(mine, conflict, mine, theirs)).toEqual({ ...base, notes: 'mine', royalties: '10%', advance: '200' });
  });

  it('takes a name with its picked id', () => {
    const mine = { ...base };
    const theirs = { ...base, title: 'Dune Messiah', titleId: 2 };
    const conflict = findConflict('changed', fields, base, mine, theirs);
    expect(conflict.fields.map((f) => f.field)).toEqual(['title']);
    expect(applyChoices(mine, conflict, mine, theirs)).toMatchObject({ title: 'Dune Messiah', titleId: 2 });
    const kept = { ...conflict, fields: conflict.fields.map((f) => ({ ...f, chosen: 'mine' as const })) };
    expect(applyChoices(theirs, kept, mine, theirs)).toMatchObject({ title: 'Dune', titleId: 1 });
  });
});

describe('staleRecord', () => {
  it('reads the record of a 412 and nothing else', () => {
    const current = { id: 7, version: 3, notes: 'theirs' };
    const stale = new WriteError('update license', new ApiError(412, 'Precondition Failed', 'This license was changed', { message: 'This license was changed', current }));
    expect(staleRecord(stale)).toEqual({ message: 'This license was changed', current });
    const invalid = new WriteError('update license', new ApiError(422, 'Unprocessable Entity', 'Validation failed', { message: 'Validation failed', errors: {} }));
    expect(staleRecord(invalid)).toBeUndefined();
    expect(staleRecord(new Error('boom'))).toBeUndefined();
  });
});
