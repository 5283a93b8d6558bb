import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { activeNavItem, navItems } from './nav-items';
import { NavList } from './nav-list';

describe('navigation entries', () => {
  it('are the spec entries, in order, with their paths', () => {
    expect(navItems.map((i) => [i.label, i.path])).toEqual([
      ['Home', '/'],
      ['Contacts', '/contacts'],
      ['Titles', '/titles'],
      ['Prospections', '/prospections'],
      ['Licenses', '/licenses'],
      ['Calendar', '/calendar'],
      ['Settings', '#'],
    ]);
  });

  it.each([
    ['/home', 'Home'],
    ['/contacts', 'Contacts'],
    ['/titles', 'Titles'],
    ['/titles/new', 'Titles'],
    ['/titles/edit/7', 'Titles'],
    ['/prospections/edit/3', 'Prospections'],
    ['/licenses/edit/12', 'Licenses'],
    ['/calendar', 'Calendar'],
  ])('%s highlights %s', (path, label) => {
    expect(activeNavItem(path)?.label).toBe(label);
  });

  it.each(['/', '/titlesx', '/unknown', '#'])('%s highlights nothing', (path) => {
    expect(activeNavItem(path)).toBeUndefined();
  });
});

describe('NavList', () => {
  it('marks exactly one entry as the current page', () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/licenses/edit/12']}>
        <NavList />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Contacts', 'Titles', 'Prospections', 'Licenses', 'Calendar', 'Settings']);
    const current = links.filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Licenses');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '#');
  });
});
