import { Button, Card, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { toaster } from '../../../components/ui/toaster';
import { downloadTeamExport } from '../api/team-export';

/**
 * The team's data out: one zip archive of every record and file, which an admin downloads to keep
 * a copy or to move elsewhere.
 */
export function TeamExport() {
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTeamExport();
    } catch (error) {
      toaster.create({ type: 'error', title: 'The export was not downloaded', description: error instanceof Error ? error.message : String(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card.Root size="sm" mb="6">
      <Card.Body>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text textStyle="sm" maxW="2xl">
            <Text as="span" fontWeight="semibold">
              Your team&apos;s data.{' '}
            </Text>
            <Text as="span" color="fg.muted">
              One zip file with every title with its cover and material, company and contact, license with its PDF, payments and statements, right held, prospection, event, fair and its meetings, rights guide, the activity log and the members, as JSON.
            </Text>
          </Text>
          <Button variant="outline" onClick={() => void download()} loading={downloading} loadingText="Preparing">
            <LuDownload /> Export everything
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
