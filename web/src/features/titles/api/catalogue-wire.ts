/**
 * The wire shapes of the title's catalogue calls (the ONIX import, the Thema
 * sections) under the names this feature reads them by: core's generated types, and the Thema
 * section, which the server answers from core's table without a type of its own.
 */
export type { OnixChange } from '../../../generated/OnixChange';
export type { OnixTitle as OnixTitlePlan } from '../../../generated/OnixTitle';
export type { OnixPreview } from '../../../generated/OnixPreview';
export type { OnixApplied as OnixApplyResult } from '../../../generated/OnixApplied';

/** A Thema section (GET /api/reference/thema): the first character of its codes and its name. */
export interface ThemaSection {
  code: string;
  name: string;
}
