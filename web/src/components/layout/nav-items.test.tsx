import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OVERDUE_REFRESH_MS, type Overdue } from '../../lib/overdue';
import { saveSession } from '../../lib/session';
import { callsOf, fakeServer, json } from '../../test/fake-server';
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

afterEach(() => vi.useRealTimers());

const NOTHING_OVERDUE: Overdue = { prospections: 0, money: 0, fairs: 0 };

function renderNav(path: string, role: string, overdue: () => Overdue = () => NOTHING_OVERDUE) {
  const spy = fakeServer({ 'GET /api/overdue': () => json(200, overdue()) });
  saveSession(signToken({ roles: [role] }), 'a@example.com');
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <NavList />
    </MemoryRouter>,
  );
  return { nav: screen.getByRole('navigation', { name: 'Main navigation' }), spy };
}

describe('NavList', () => {
  it('marks exactly one entry as the current page', () => {
    const { nav } = renderNav('/licenses/edit/12', 'editor');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Contacts', 'Titles', 'Prospections', 'Licenses', 'Availability', 'Money', 'Rights guides', 'Calendar', 'Fairs', 'Settings']);
    const current = links.filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Licenses');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account');
  });

  it('shows admins the Team entry', () => {
    const { nav } = renderNav('/team', 'admin');
    expect(within(nav).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Contacts', 'Titles', 'Prospections', 'Licenses', 'Availability', 'Money', 'Rights guides', 'Calendar', 'Fairs', 'Team', 'Settings']);
  });

  it('badges Prospections, Money and Fairs with what is overdue, named with the count; none at 0', async () => {
    const { nav } = renderNav('/home', 'viewer', () => ({ prospections: 3, money: 0, fairs: 120 }));
    const prospections = await within(nav).findByRole('link', { name: 'Prospections, 3 overdue' });
    expect(prospections).toHaveTextContent('Prospections3');
    expect(prospections).toHaveAttribute('href', '/prospections');
    expect(within(nav).getByRole('link', { name: 'Fairs, 120 overdue' })).toHaveTextContent('Fairs99+');
    expect(within(nav).getByRole('link', { name: 'Money' })).toHaveTextContent(/^Money$/);
    // only those three carry a count
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toHaveTextContent(/^Calendar$/);
  });

  it('asks for the counts again every minute: a chase overdue meanwhile shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let overdue = NOTHING_OVERDUE;
    const { nav, spy } = renderNav('/home', 'editor', () => overdue);
    await vi.waitFor(() => expect(callsOf(spy)).toContain('GET /api/overdue'));
    expect(within(nav).getByRole('link', { name: 'Prospections' })).toBeVisible();
    overdue = { ...overdue, prospections: 1 };
    await vi.advanceTimersByTimeAsync(OVERDUE_REFRESH_MS);
    expect(await within(nav).findByRole('link', { name: 'Prospections, 1 overdue' })).toBeVisible();
  });
});
