import { describe, expect, it } from 'vitest';
import { rankByName } from './rank-names';

// As GET /api/countries lists them (by name), with their aliases.
const countries = [
  { name: 'Czechia', aliases: ['CZE', 'Czech Republic'] },
  { name: 'Korea (Democratic People’s Republic of)', aliases: ['PRK', 'North Korea'] },
  { name: 'Korea (Republic of)', aliases: ['KOR', 'South Korea', 'Korea'] },
  { name: 'Netherlands (Kingdom of the)', aliases: ['NLD', 'Netherlands', 'The Netherlands', 'Holland'] },
  { name: 'Türkiye', aliases: ['TUR', 'Turkey'] },
  { name: 'Turkmenistan', aliases: ['TKM'] },
  { name: 'Ukraine', aliases: ['UKR'] },
  { name: 'United Kingdom of Great Britain and Northern Ireland', aliases: ['GBR', 'UK', 'United Kingdom', 'Great Britain'] },
  { name: 'United States Minor Outlying Islands', aliases: ['UMI'] },
  { name: 'United States of America', aliases: ['USA', 'US', 'United States', 'America'] },
  { name: 'Viet Nam', aliases: ['VNM', 'Vietnam'] },
];
const names = (text: string) => rankByName(countries, text).map((country) => country.name);

describe('rankByName', () => {
  it('finds countries by the names people use, the exact one first', () => {
    expect(names('UK')[0]).toBe('United Kingdom of Great Britain and Northern Ireland');
    expect(names('UK')).toContain('Ukraine');
    expect(names('USA')).toEqual(['United States of America']);
    expect(names('United States')[0]).toBe('United States of America');
    expect(names('South Korea')).toEqual(['Korea (Republic of)']);
    expect(names('turkey')).toEqual(['Türkiye']);
    expect(names('Vietnam')).toEqual(['Viet Nam']);
    expect(names('czech republic')).toEqual(['Czechia']);
    expect(names('Holland')).toEqual(['Netherlands (Kingdom of the)']);
    expect(names('gbr')).toEqual(['United Kingdom of Great Britain and Northern Ireland']);
  });

  it('puts names that start with the text before those that only hold it, case and accents aside', () => {
    expect(names('tur')).toEqual(['Türkiye', 'Turkmenistan']);
    expect(names('kingdom')).toEqual(['Netherlands (Kingdom of the)', 'United Kingdom of Great Britain and Northern Ireland']);
    expect(names('')).toHaveLength(countries.length);
    expect(names('zz')).toEqual([]);
  });
});
