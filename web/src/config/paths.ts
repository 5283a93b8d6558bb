/**
 * Every client route path, in one place (docs/product.md §2). The navigation and every link use these;
 * the route table (app/router.tsx) writes its paths relative to `/`, in the same words.
 */
const seg = (id: string | number) => encodeURIComponent(String(id));

export const paths = {
  root: '/',
  home: '/home',
  contacts: '/contacts',
  /** A company's page, its hub (under Contacts, which lists the companies). */
  company: (id: string | number) => `/contacts/${seg(id)}`,
  prospections: '/prospections',
  prospectionNew: '/prospections/new',
  prospectionEdit: (id: string | number) => `/prospections/edit/${seg(id)}`,
  licenses: '/licenses',
  licenseNew: '/licenses/new',
  licenseEdit: (id: string | number) => `/licenses/edit/${seg(id)}`,
  /** A license's page open on its Payments tab. */
  licensePayments: (id: string | number) => `/licenses/edit/${seg(id)}?tab=payments`,
  /** A license's page open on its Statements tab: the earn-out and the statements expected. */
  licenseStatements: (id: string | number) => `/licenses/edit/${seg(id)}?tab=statements`,
  /** A payment's printable invoice. */
  invoice: (licenseId: string | number, paymentId: string | number) => `/invoices/${seg(licenseId)}/${seg(paymentId)}`,
  /** The money after signing: payments due, statements overdue, what is outstanding, income. */
  money: '/money',
  calendar: '/calendar',
  /** The team's book fairs. */
  fairs: '/fairs',
  /** A fair's page: its planner, the requests to chase and its report (`?tab=requests`, `?tab=report`). */
  fair: (id: string | number) => `/fairs/${seg(id)}`,
  /** A member's printable day at a fair. */
  fairDaySheet: (id: string | number, memberId: string | number, date: string) => `/fairs/${seg(id)}/day-sheet?member=${seg(memberId)}&date=${seg(date)}`,
  titles: '/titles',
  titleNew: '/titles/new',
  /** Titles and editions from a publisher's ONIX file: a preview, then the import (writers). */
  titleImportOnix: '/titles/import-onix',
  titleEdit: (id: string | number) => `/titles/edit/${seg(id)}`,
  /** A title's page open on its Rights tab: rights held and the availability grid. */
  titleRights: (id: string | number) => `/titles/edit/${seg(id)}?tab=rights`,
  /** What can be offered: titles by availability of a right, language and territory. */
  availability: '/availability',
  /** The team's rights guides. */
  guides: '/guides',
  guideNew: '/guides/new',
  /** A guide's builder. */
  guide: (id: string | number) => `/guides/${seg(id)}`,
  /** A guide as it prints, on a page of its own. */
  guidePreview: (id: string | number) => `/guides/${seg(id)}/preview`,
  /** A shared guide's public page: the address its share link names (no sign-in). */
  sharedGuide: (token: string) => `/guide/${seg(token)}`,
  account: '/account',
  team: '/team',
  servers: '/servers',
  /** The server's page of its OpenAPI document (not a client route). */
  apiDocs: '/api/docs',
} as const;
