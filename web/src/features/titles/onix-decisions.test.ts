import { describe, expect, it } from 'vitest';
import { onixDecisions } from './api/onix-import';
import { isKept, onixValueText, toggleKept } from './onix-decisions';

describe('the ONIX keep/replace decisions', () => {
  it('replaces every changed field unless kept, and switches one field at a time', () => {
    let kept = toggleKept({}, 'p1', 'pitch');
    expect(isKept(kept, 'p1', 'pitch')).toBe(true);
    expect(isKept(kept, 'p1', 'subtitle')).toBe(false);
    kept = toggleKept(kept, 'p1', 'subtitle');
    kept = toggleKept(kept, 'p2', 'editions');
    expect(kept).toEqual({ p1: ['pitch', 'subtitle'], p2: ['editions'] });
    kept = toggleKept(kept, 'p2', 'editions');
    expect(kept).toEqual({ p1: ['pitch', 'subtitle'] });
  });

  it('sends {"keep": {key: [fields]}} as the decisions part, titles with nothing kept left out', () => {
    expect(onixDecisions({})).toBe('{"keep":{}}');
    expect(JSON.parse(onixDecisions({ p1: ['pitch', 'subtitle'], p2: [] }))).toEqual({ keep: { p1: ['pitch', 'subtitle'] } });
  });

  it('reads the preview’s values as text', () => {
    expect(onixValueText(null)).toBe('(empty)');
    expect(onixValueText([])).toBe('(empty)');
    expect(onixValueText(['FBA', 'FBAN'])).toBe('FBA, FBAN');
    expect(onixValueText([{ isbn: '9780441172719', format: 'paperback' }])).toBe('9780441172719');
    expect(onixValueText([{ name: 'Jane Doe', role: 'translator' }])).toBe('Jane Doe (translator)');
    expect(onixValueText(412)).toBe('412');
  });
});
