import type { IconType } from 'react-icons';
import { LuBookMarked, LuBookOpen, LuCalendarDays, LuContact, LuFilePenLine, LuGlobe, LuHandshake, LuHouse, LuSettings, LuTelescope, LuUsers, LuWallet } from 'react-icons/lu';
import { paths } from '../../config/paths';
import type { Overdue } from '../../lib/overdue';

export interface NavItem {
  label: string;
  /** where the entry links (docs/product.md §2: Home -> /) */
  path: string;
  /** the path prefix that highlights it, when not `path` (Home is highlighted on /home) */
  match?: string;
  icon: IconType;
  /** shown to the team's admins only */
  adminOnly?: boolean;
  /** the count of `GET /api/overdue` its badge shows */
  overdue?: keyof Overdue;
}

/**
 * The entries of docs/product.md §2, in order; Prospections, Money and Fairs carry the count of
 * what is overdue in them. Settings, "no real page" in the spec, leads to the user's own
 * Account Settings; the admins' Team page stands beside it as an entry of its own.
 */
export const navItems: readonly NavItem[] = [
  { label: 'Home', path: paths.root, match: paths.home, icon: LuHouse },
  { label: 'Contacts', path: paths.contacts, icon: LuContact },
  { label: 'Titles', path: paths.titles, icon: LuBookOpen },
  { label: 'Prospections', path: paths.prospections, icon: LuTelescope, overdue: 'prospections' },
  { label: 'Licenses', path: paths.licenses, icon: LuFilePenLine },
  { label: 'Availability', path: paths.availability, icon: LuGlobe },
  { label: 'Money', path: paths.money, icon: LuWallet, overdue: 'money' },
  { label: 'Rights guides', path: paths.guides, icon: LuBookMarked },
  { label: 'Calendar', path: paths.calendar, icon: LuCalendarDays },
  { label: 'Fairs', path: paths.fairs, icon: LuHandshake, overdue: 'fairs' },
  { label: 'Team', path: paths.team, icon: LuUsers, adminOnly: true },
  { label: 'Settings', path: paths.account, icon: LuSettings },
];

/** The entries a user sees: admins all of them, everyone else those not for admins only. */
export function navItemsFor(admin: boolean): readonly NavItem[] {
  return admin ? navItems : navItems.filter((item) => !item.adminOnly);
}

function matches(pathname: string, prefix: string): boolean {
  if (prefix === '/') return false;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The one entry to highlight for `pathname`: the longest whose path the current path starts with. */
export function activeNavItem(pathname: string, items: readonly NavItem[] = navItems): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of items) {
    const prefix = item.match ?? item.path;
    if (matches(pathname, prefix) && (!best || prefix.length > (best.match ?? best.path).length)) best = item;
  }
  return best;
}
