/**
 * Every client route path, in one place (spec §2 "Routes"). The router table, the navigation and any
 * link use these, so a path is spelled once.
 */
const seg = (id: string | number) => encodeURIComponent(String(id));

export const paths = {
  root: '/',
  home: '/home',
  contacts: '/contacts',
  prospections: '/prospections',
  prospectionNew: '/prospections/new',
  prospectionEdit: (id: string | number) => `/prospections/edit/${seg(id)}`,
  licenses: '/licenses',
  licenseNew: '/licenses/new',
  licenseEdit: (id: string | number) => `/licenses/edit/${seg(id)}`,
  calendar: '/calendar',
  titles: '/titles',
  titleNew: '/titles/new',
  titleEdit: (id: string | number) => `/titles/edit/${seg(id)}`,
  account: '/account',
  team: '/team',
  servers: '/servers',
} as const;
