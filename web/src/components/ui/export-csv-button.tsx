import { Button } from '@chakra-ui/react';
import { useState, type ComponentProps } from 'react';
import { LuDownload } from 'react-icons/lu';
import { downloadCsv, type CsvCell } from '../../lib/csv';
import { toaster } from './toaster';

interface ExportCsvButtonProps {
  /** e.g. `contacts-2024-05-01.csv` */
  fileName: string;
  /** The rows to save (header first), fetched at the click: a list's every match, not only its page. */
  rows: () => Promise<CsvCell[][]>;
  disabled?: boolean;
  size?: ComponentProps<typeof Button>['size'];
  flexShrink?: ComponentProps<typeof Button>['flexShrink'];
}

/** "Export CSV": busy while the rows load, then saves them; a failure is told in a toast and logged. */
export function ExportCsvButton({ fileName, rows, disabled, size, flexShrink }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadCsv(fileName, await rows());
    } catch (error) {
      console.error('export error', error);
      toaster.create({ type: 'error', title: 'The CSV file was not made', description: 'The server could not be reached; try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size={size} flexShrink={flexShrink} onClick={() => void run()} loading={busy} disabled={disabled}>
      <LuDownload /> Export CSV
    </Button>
  );
}
