import { describe, expect, it } from 'vitest';
import type { Title } from './api/title-types';
import { filterTitles, sortTitles } from './title-list-view';

const titles: Title[] = [
  { id: 1, name: 'Les Misérables', author: 'Victor Hugo', publishDate: '1862-04-03', description: null },
  { id: 2, name: 'dune', author: 'Frank Herbert', publishDate: '1965-08-01', description: null },
  { id: 3, name: 'Émile', author: null, publishDate: null, description: null },
  { id: 4, name: 'Beloved', author: 'Toni Morrison', publishDate: '1987-09-02', description: null },
];
const names = (list: Title[]) => list.map((t) => t.name);

describe('filterTitles', () => {
  it('matches name or author, ignoring case and accents, every word', () => {
    expect(names(filterTitles(titles, 'mise'))).toEqual(['Les Misérables']);
    expect(names(filterTitles(titles, 'EMILE'))).toEqual(['Émile']);
    expect(names(filterTitles(titles, 'herbert'))).toEqual(['dune']);
    expect(names(filterTitles(titles, 'hugo les'))).toEqual(['Les Misérables']);
    expect(names(filterTitles(titles, 'hugo dune'))).toEqual([]);
    expect(filterTitles(titles, '  ')).toHaveLength(4);
  });
});

describe('sortTitles', () => {
  it('sorts names locale-aware, case- and accent-blind', () => {
    expect(names(sortTitles(titles, { key: 'name', direction: 'asc' }))).toEqual(['Beloved', 'dune', 'Émile', 'Les Misérables']);
    expect(names(sortTitles(titles, { key: 'name', direction: 'desc' }))).toEqual(['Les Misérables', 'Émile', 'dune', 'Beloved']);
  });

  it('keeps empty values last in both directions', () => {
    expect(names(sortTitles(titles, { key: 'author', direction: 'asc' }))).toEqual(['dune', 'Beloved', 'Les Misérables', 'Émile']);
    expect(names(sortTitles(titles, { key: 'publishDate', direction: 'asc' }))).toEqual(['Les Misérables', 'dune', 'Beloved', 'Émile']);
    expect(names(sortTitles(titles, { key: 'publishDate', direction: 'desc' }))).toEqual(['Beloved', 'dune', 'Les Misérables', 'Émile']);
  });
});
