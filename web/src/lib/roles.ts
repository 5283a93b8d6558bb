import type { Role } from '../generated/Role';

/** Core's roles, most rights first, with what each may do, for the role pickers and badges. */
export const roles: readonly { value: Role; label: string; description: string }[] = [
  { value: 'admin', label: 'Admin', description: "Also manages the team's users" },
  { value: 'editor', label: 'Editor', description: 'Reads and changes the business data' },
  { value: 'viewer', label: 'Viewer', description: 'Reads only' },
];

/** "Admin", "Editor", "Viewer"; an unknown role as the server names it. */
export const roleLabel = (role: string): string => roles.find((r) => r.value === role)?.label ?? role;
