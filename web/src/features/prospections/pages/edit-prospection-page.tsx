import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileQuestion, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { RecordHistory } from '../../../components/history/record-history';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { WriteError } from '../../../lib/api-client';
import { canWrite } from '../../../lib/permissions';
import { useProspection } from '../api/get-prospections';
import type { Id, Prospection } from '../api/prospection-types';
import { useDeleteProspection } from '../api/save-prospection';
import { OffersList } from '../components/offers-list';
import { ProspectionForm } from '../components/prospection-form';
import { ProspectionSteps } from '../components/prospection-steps';

function DeleteProspectionButton({ prospection }: { prospection: Prospection }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteProspection();
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        <LuTrash2 /> Delete prospection
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this prospection?"
        body={`The offer of “${prospection.title}” to ${prospection.company}, and its offers, will be deleted. This cannot be undone.`}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(prospection, {
            onSuccess: () => {
              setOpen(false);
              toaster.create({ type: 'success', title: 'Prospection deleted' });
              navigate(paths.prospections, { replace: true });
            },
            onError: (error) => {
              setOpen(false);
              toaster.create({ type: 'error', title: 'The prospection could not be deleted', description: error instanceof WriteError ? error.serverMessage || error.message : error.message });
            },
          })
        }
      />
    </>
  );
}

function EditProspection({ id }: { id: Id }) {
  const { data: prospection, isPending } = useProspection(id);
  const writer = canWrite();
  // Nothing of the form is shown until the prospection has loaded.
  if (isPending) return <PageLoading />;
  if (!prospection) {
    return (
      <>
        <PageHeader title={writer ? 'Edit prospection' : 'Prospection'} />
        <StatusPanel icon={<LuFileQuestion />} title="Prospection not found" description="It may have been deleted, or the link is wrong.">
          <Button asChild variant="outline">
            <RouterLink to={paths.prospections}>Back to prospections</RouterLink>
          </Button>
        </StatusPanel>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={writer ? 'Edit prospection' : 'Prospection'}
        description={`${prospection.title} – ${prospection.company}`}
        actions={writer && <DeleteProspectionButton prospection={prospection} />}
      />
      <Stack gap="8">
        <Box w={{ base: 'full', lg: '60%' }}>
          <ProspectionSteps prospection={prospection} readOnly={!writer} />
        </Box>
        <Stack gap="3" as="section" aria-labelledby="offers-heading" w={{ base: 'full', lg: '60%' }}>
          <Heading as="h2" size="md" id="offers-heading">
            Offers
          </Heading>
          <OffersList offers={prospection.offers} />
        </Stack>
        {/* The form follows the stored prospection as the steps above change it, keeping the user's edits. */}
        <ProspectionForm key={String(prospection.id)} prospection={prospection} readOnly={!writer} />
      </Stack>
      <RecordHistory entityType="prospection" entityId={prospection.id} />
    </>
  );
}

/**
 * `/prospections/edit/{id}`: where the prospection stands and its next steps, its offers, and the
 * form, prefilled; read-only for viewers. A route without an id is an error, shown by the route's
 * error screen inside the shell.
 */
export function EditProspectionPage() {
  const { id } = useParams();
  if (!id) throw new Error('No prospection id provided');
  // A path that is no number asks for /prospections/NaN, a 404 like any unknown id: "Prospection not found".
  return <EditProspection id={Number(id)} />;
}
