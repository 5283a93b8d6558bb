import { Button } from '@chakra-ui/react';
import { LuWifiOff } from 'react-icons/lu';
import { NetworkError } from '../../lib/api-client';
import { StatusPanel } from './status-panel';

/**
 * What a screen shows instead of its list when the list could not be loaded: which list, why, and
 * "Try again" (the query's refetch). Never an empty list: "No prospections yet" would tell a user
 * whose server is failing that the team has none.
 */
export function LoadFailed({ what, error, onRetry, retrying = false }: { what: string; error: unknown; onRetry: () => void; retrying?: boolean }) {
  return (
    <StatusPanel icon={<LuWifiOff />} title={`The ${what} could not be loaded`} description={reason(error)}>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </StatusPanel>
  );
}

function reason(error: unknown): string {
  if (error instanceof NetworkError) return 'The server could not be reached.';
  return `The server could not answer (${error instanceof Error ? error.message : String(error)}).`;
}
