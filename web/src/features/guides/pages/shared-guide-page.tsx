import { Button, Center, Stack } from '@chakra-ui/react';
import { LuLink2Off, LuWifiOff } from 'react-icons/lu';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useSharedGuide } from '../api/shared-guide';
import { PublicCover } from '../components/guide-cover';
import { PrintableGuide } from '../components/printable-guide';
import { languageNamer } from '../guide-wording';

/** The browser's language names: a buyer reading the link has no account, hence no reference list. */
const languageName = languageNamer(undefined);

/**
 * /guide/{token}: a shared guide, for a buyer who opens its link, signed in or not (nothing of the
 * session is sent). What the guide shows, as it prints, with Print / Save as PDF; a link that was
 * revoked or never was says the guide is no longer shared.
 */
export function SharedGuidePage() {
  const { token = '' } = useParams();
  const guide = useSharedGuide(token);
  if (guide.isPending) return <PageLoading />;
  if (guide.data) return <PrintableGuide document={guide.data} languageName={languageName} cover={(address, name) => <PublicCover address={address} name={name} />} />;
  return (
    <Center minH="100dvh" p="4">
      <Stack maxW="lg" w="full">
        {guide.isError ? (
          <StatusPanel icon={<LuWifiOff />} title="The guide could not be loaded" description="The server could not be reached; try again in a moment.">
            <Button variant="outline" onClick={() => void guide.refetch()} loading={guide.isRefetching}>
              Try again
            </Button>
          </StatusPanel>
        ) : (
          <StatusPanel icon={<LuLink2Off />} title="This guide is no longer shared" description="The link was turned off by the team that sent it. Ask them for a new one." />
        )}
      </Stack>
    </Center>
  );
}
