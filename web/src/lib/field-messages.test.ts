import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { touchesOnBlur, useFieldMessages } from './field-messages';

describe('touchesOnBlur', () => {
  it('touches when focus goes to another field, or nowhere', () => {
    expect(touchesOnBlur({ relatedTarget: document.createElement('input') })).toBe(true);
    expect(touchesOnBlur({ relatedTarget: null })).toBe(true);
    expect(touchesOnBlur()).toBe(true);
  });

  it('does not touch when focus goes to a button, so the button stays under the pointer', () => {
    expect(touchesOnBlur({ relatedTarget: document.createElement('button') })).toBe(false);
  });
});

describe('useFieldMessages', () => {
  const core = { name: 'Title name is required' };

  it('shows the core message once a field is changed, left or submitted', () => {
    const { result } = renderHook(() => useFieldMessages(core));
    expect(result.current.errorOf('name')).toBeUndefined();
    act(() => result.current.blurred('name', { relatedTarget: document.createElement('button') }));
    expect(result.current.errorOf('name')).toBeUndefined();
    act(() => result.current.blurred('name', { relatedTarget: null }));
    expect(result.current.errorOf('name')).toBe('Title name is required');

    const fresh = renderHook(() => useFieldMessages(core));
    act(() => fresh.result.current.touchAll(['name', 'author']));
    expect(fresh.result.current.errorOf('name')).toBe('Title name is required');
    expect(fresh.result.current.errorOf('author')).toBeUndefined();
  });

  it('keeps a server message on its field until that field changes', () => {
    const { result } = renderHook(() => useFieldMessages({}));
    act(() => result.current.showServerErrors({ name: 'A company with this name already exists', notes: 'Must be at most 10,000 characters' }));
    expect(result.current.errorOf('name')).toBe('A company with this name already exists');
    act(() => result.current.changed('name'));
    expect(result.current.errorOf('name')).toBeUndefined();
    expect(result.current.errorOf('notes')).toBe('Must be at most 10,000 characters');
  });
});
