import { Button, Center, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuArrowLeft, LuBookX, LuWifiOff } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { useLanguages } from '../../reference/api/reference-lists';
import { useGuideDocument } from '../api/get-guide';
import { AppCover } from '../components/guide-cover';
import { PrintableGuide } from '../components/printable-guide';
import { languageNamer } from '../guide-wording';

/**
 * /guides/{id}/preview: the guide as it prints, on a page of its own without the app's navigation
 * (as a payment's invoice), to print or save as a PDF; its covers fetched with the token.
 */
export function GuidePreviewPage() {
  const { id } = useParams();
  const guideId = Number(id);
  const document = useGuideDocument(guideId);
  const languages = useLanguages().data;
  const languageName = useMemo(() => languageNamer(languages), [languages]);
  const back = (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={paths.guide(guideId)}>
        <LuArrowLeft /> Back to the guide
      </RouterLink>
    </Button>
  );
  if (document.isPending) return <PageLoading />;
  if (document.isError || !document.data) {
    return (
      <Center minH="100dvh" p="4">
        <Stack maxW="lg" w="full">
          {document.isError ? (
            <StatusPanel icon={<LuWifiOff />} title="The guide could not be loaded" description="The server could not be reached.">
              <Button variant="outline" onClick={() => void document.refetch()} loading={document.isRefetching}>
                Try again
              </Button>
            </StatusPanel>
          ) : (
            <StatusPanel icon={<LuBookX />} title="Guide not found" description="It may have been deleted, or the link is wrong.">
              <Button asChild variant="outline">
                <RouterLink to={paths.guides}>Back to guides</RouterLink>
              </Button>
            </StatusPanel>
          )}
        </Stack>
      </Center>
    );
  }
  return <PrintableGuide document={document.data} languageName={languageName} back={back} cover={(address, name) => <AppCover address={address} name={name} />} />;
}
