import { describe, expect, it } from 'vitest';
import { touchesOnBlur } from './blur';

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
