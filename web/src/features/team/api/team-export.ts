import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';
import { todayIso } from '../../../lib/today';

/** The archive's name: the server's own (its Content-Disposition), dated today. */
const exportFileName = (): string => `rightsdesk-export-${todayIso()}.zip`;

/**
 * GET /team/export (admins): everything of the team in one zip archive (every record as JSON, the
 * licenses' PDFs), saved as a download.
 */
export async function downloadTeamExport(): Promise<void> {
  saveBlob(await apiBlob('/team/export'), exportFileName());
}
