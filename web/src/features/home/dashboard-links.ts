import { paths } from '../../config/paths';
import type { EntityType } from '../../generated/EntityType';
import { openStatuses } from '../prospections/prospection-list';

/**
 * Where each figure of the home page leads: the list narrowed to what the figure counts, with the
 * filters the lists read from the address.
 */
export const dashboardLinks = {
  // The value of the prospections filter's "Open" (`openStatusFilter`), so the list shows it
  // selected; spelled here as that module would bring the filters' controls into the home chunk.
  openProspections: () => `${paths.prospections}?status=${openStatuses().map((status) => status.value).join(',')}`,
  offersPending: `${paths.prospections}?status=offer`,
  optionsEnding: `${paths.prospections}?optionEndsWithin=30`,
  licensesSigned: (year: string) => `${paths.licenses}?signed=yes&year=${year}`,
  status: (status: string) => `${paths.prospections}?status=${encodeURIComponent(status)}`,
};

/** A record's page: a title's and a company's are their hubs; an event opens in the calendar's
 * editor, which `event=<id>` opens; a fair (and its meetings) its planner; the team's settings the
 * Team page (admins only). */
export function recordPath(entityType: EntityType, id: number): string {
  switch (entityType) {
    case 'prospection':
      return paths.prospectionEdit(id);
    case 'license':
      return paths.licenseEdit(id);
    case 'title':
      return paths.titleEdit(id);
    case 'company':
      return paths.company(id);
    case 'event':
      return `${paths.calendar}?event=${id}`;
    case 'fair':
      return paths.fair(id);
    case 'guide':
      return paths.guide(id);
    case 'team':
      return paths.team;
  }
}
