import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ConflictNotice, TERRITORY_FORMAT } from '../../../components/ui/conflict-notice';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { LeaveGuard } from '../../../components/ui/leave-guard';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { WriteError } from '../../../lib/api-client';
import type { PlacedErrors } from '../../../lib/use-form';
import type { Prospection } from '../api/prospection-types';
import { useCreateProspections, useSaveProspection } from '../api/save-prospection';
import { pitchPayloads, toProspectionPayload, type ProspectionFormValues } from '../prospection-form-values';
import { ProspectionFields } from './prospection-fields';
import { useProspectionForm, type ProspectionForm as FormState } from './use-prospection-form';

/** Says a failed save that its fields do not show (lib/use-form.ts placed the rest on them, a batch's on the title they name). */
function showFailure(form: FormState, error: unknown, { onFields, other }: PlacedErrors) {
  const title = form.addedTitles.length > 0 ? 'The prospections could not be saved' : 'The prospection could not be saved';
  if (error instanceof WriteError) {
    if (error.status === 401 || error.status === 403) return; // signed out; the guard takes over
    if (error.status === 422) {
      if (other.length === 0 && Object.keys(onFields).length > 0) return;
      toaster.create({ type: 'error', title, description: other.join(' ') || error.serverMessage });
      return;
    }
  }
  const reason = error instanceof WriteError && error.status === 0 ? 'The server could not be reached. Your changes are still here; try again.' : error instanceof Error ? error.message : String(error);
  toaster.create({ type: 'error', title, description: reason });
}

interface ProspectionFormProps {
  /** The stored prospection to edit; a new one (or several, one per title) without. */
  prospection?: Prospection;
  readOnly?: boolean;
  /** Shown under the title fields, from what is being entered (the new page's warnings about the titles). */
  titleNotice?: (form: FormState) => ReactNode;
  /** Values a new prospection starts with (its title, from the title's page). */
  preset?: Partial<ProspectionFormValues>;
}

/**
 * The prospection form (new and edit): the fields, Cancel and Submit. Validates with the core on
 * change and blur, marks everything touched on submit and sends nothing while a message is shown.
 * A new pitch may name several titles: one prospection each, created together or not at all.
 * Success returns to the list; a failure keeps the form and its values.
 */
export function ProspectionForm({ prospection, readOnly = false, titleNotice, preset }: ProspectionFormProps) {
  const navigate = useNavigate();
  const form = useProspectionForm(prospection, readOnly, preset);
  const { setFormElement } = form;
  const save = useSaveProspection();
  const createAll = useCreateProspections();
  const submitting = form.submitting;

  const saved = (title: string, description: string) => {
    toaster.create({ type: 'success', title, description });
    navigate(paths.prospections, { replace: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values, version) => {
        if (form.addedTitles.length > 0) {
          const created = await createAll.mutateAsync(pitchPayloads(values, form.addedTitles));
          saved(`${created.length} prospections created`, `${created.map((p) => p.title).join(', ')} – ${values.company.trim()}`);
          return;
        }
        const p = await save.mutateAsync({ id: prospection?.id, payload: toProspectionPayload(values), version });
        saved(prospection ? 'Prospection updated' : 'Prospection created', `${p.title} – ${p.company}`);
      },
      (error, placed) => showFailure(form, error, placed),
    );

  return (
    <Box asChild w={{ base: 'full', lg: '60%' }}>
      <form ref={setFormElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={readOnly ? 'Prospection' : prospection ? 'Edit prospection' : 'New prospection'}>
        <Stack gap="6">
          <ConflictNotice conflict={form.conflict} onChoose={form.choose} formats={TERRITORY_FORMAT} />
          <DraftNotice restored={form.restored} onDiscard={form.discardDraft} />
          <LeaveGuard dirty={form.dirty} saving={form.saving} onDiscard={form.discardDraft} />
          <ProspectionFields form={form} readOnly={readOnly} pitchSeveral={!prospection} editing={Boolean(prospection)} prospectionId={prospection?.id} titleNotice={titleNotice?.(form)} />
          <HStack gap="3" justify="flex-end" borderTopWidth="1px" pt="4">
            {readOnly ? (
              <Button variant="outline" onClick={() => navigate(paths.prospections)}>
                Back to prospections
              </Button>
            ) : (
              <>
                <Button variant="outline" loading={submitting} disabled={submitting} onClick={() => navigate(paths.prospections)}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving..." disabled={submitting}>
                  {prospection ? 'Update' : 'Submit'}
                </Button>
              </>
            )}
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
