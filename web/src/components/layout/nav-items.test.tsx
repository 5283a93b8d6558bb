import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { signToken } from '../../test/tokens';
import { activeNavItem, navItems, navItemsFor } from './nav-items';
import { NavList } from './nav-list';

describe('navigation entries', () => {
  it('are the spec entries, in order, with their paths; Team is for admins only', () => {
    expect(navItems.map((i) => [i.label, i.path, Boolean(i.adminOnly)])).toEqual([
      ['Home', '/', false],
      ['Contacts', '/contacts', false],
      ['Titles', '/titles', false],
      ['Prospections', '/prospections', false],
      ['Licenses', '/licenses', false],
      ['Availability', '/availability', false],
      ['Money', '/money', false],
      ['Rights guides', '/guides', false],
      ['Calendar', '/calendar', false],
      ['Fairs', '/fairs', false],
      ['Team', '/team', true],
      ['Settings', '/account', false],
    ]);
    expect(navItemsFor(true)).toBe(navItems);
    expect(navItemsFor(false).map((i) => i.label)).not.toContain('Team');
  });

  it.each([
    ['/home', 'Home'],
    ['/contacts', 'Contacts'],
    ['/titles', 'Titles'],
    ['/titles/new', 'Titles'],
    ['/titles/edit/7', 'Titles'],
    ['/prospections/edit/3', 'Prospections'],
    ['/licenses/edit/12', 'Licenses'],
    ['/availability', 'Availability'],
    ['/money', 'Money'],
    ['/guides/7', 'Rights guides'],
    ['/calendar', 'Calendar'],
    ['/fairs/4', 'Fairs'],
    ['/team', 'Team'],
    ['/account', 'Settings'],
  ])('%s highlights %s', (path, label) => {
    expect(activeNavItem(path)?.label).toBe(label);
  });

  it.each(['/', '/titlesx', '/unknown', '/servers', '#'])('%s highlights nothing', (path) => {
    expect(activeNavItem(path)).toBeUndefined();
  });
});

function renderNav(path: string, role: string) {
  saveSession(signToken({ roles: [role] }), 'a@example.com');
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <NavList />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('NavList', () => {
  it('marks exactly one entry as the current page', () => {
    const nav = renderNav('/licenses/edit/12', 'editor');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Contacts', 'Titles', 'Prospections', 'Licenses', 'Availability', 'Money', 'Rights guides', 'Calendar', 'Fairs', 'Settings']);
    const current = links.filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Licenses');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account');
  });

  it('shows admins the Team entry', () => {
    const nav = renderNav('/team', 'admin');
    expect(within(nav).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Contacts', 'Titles', 'Prospections', 'Licenses', 'Availability', 'Money', 'Rights guides', 'Calendar', 'Fairs', 'Team', 'Settings']);
  });
});
