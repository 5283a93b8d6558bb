import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ConflictNotice, TERRITORY_FORMAT } from '../../../components/ui/conflict-notice';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { LeaveGuard } from '../../../components/ui/leave-guard';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { WriteError } from '../../../lib/api-client';
import type { PlacedErrors } from '../../../lib/use-form';
import type { License } from '../api/license-types';
import { useSaveLicense } from '../api/save-license';
import { toLicensePayload, type LicenseFormValues } from '../license-form-values';
import { LicenseFields } from './license-fields';
import { LicenseFileField } from './license-file-field';
import { useLicenseForm, type LicenseForm as FormState } from './use-license-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { createdJustNow, rememberCreated } from '../recent-licenses';
import { useLicenseOverlap } from './use-license-overlap';

/** Says a failed save that its fields do not show (lib/use-form.ts placed the rest on them). */
function showFailure(form: FormState, error: unknown, { onFields, other }: PlacedErrors) {
  if (error instanceof WriteError) {
    if (error.status === 401 || error.status === 403) return; // signed out; the guard takes over
    if (error.status === 413) {
      form.showServerErrors({ file: error.serverMessage }); // the core's "File size must not be more than 5MB"
      form.focusFirstError();
      return;
    }
    if (error.status === 422) {
      if (other.length === 0 && Object.keys(onFields).length > 0) return;
      toaster.create({ type: 'error', title: 'The license could not be saved', description: other.join(' ') || error.serverMessage });
      return;
    }
  }
  const reason = error instanceof WriteError && error.status === 0 ? 'The server could not be reached. Your changes are still here; try again.' : error instanceof Error ? error.message : String(error);
  toaster.create({ type: 'error', title: 'The license could not be saved', description: reason });
}

/**
 * The license form (new and edit): the fields, the PDF, Cancel and Submit. Validates with the core on
 * change and blur, marks everything touched on submit and sends nothing while a message is shown.
 * Success returns to the list; a failure keeps the form and its values.
 */
export function LicenseForm({ license, readOnly = false, preset }: { license?: License; readOnly?: boolean; preset?: Partial<LicenseFormValues> }) {
  const navigate = useNavigate();
  const form = useLicenseForm(license, readOnly, preset);
  const { setFormElement } = form;
  const save = useSaveLicense();
  const submitting = form.submitting;
  const overlap = useLicenseOverlap(form.values, license?.id, !readOnly);

  // A new license the same as one saved a moment ago (a second click, Back then Submit): asked first.
  const [again, setAgain] = useState(false);
  const send = (event: Pick<FormEvent, 'preventDefault'>) =>
    form.submit(
      event as FormEvent,
      async (values, version) => {
        const payload = toLicensePayload(values);
        const saved = await save.mutateAsync({ id: license?.id, version, payload, file: form.file });
        if (!license) rememberCreated(payload);
        toaster.create({ type: 'success', title: license ? 'License updated' : 'License created', description: `${saved.title} – ${saved.company}` });
        navigate(paths.licenses, { replace: true });
      },
      (error, placed) => showFailure(form, error, placed),
    );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!license && createdJustNow(toLicensePayload(form.values))) setAgain(true);
    else void send(event);
  };

  return (
    <Box asChild w={{ base: 'full', lg: '60%' }}>
      <form ref={setFormElement} onSubmit={onSubmit} noValidate aria-label={readOnly ? 'License' : license ? 'Edit license' : 'New license'}>
        <Stack gap="6">
          <ConflictNotice conflict={form.conflict} onChoose={form.choose} formats={TERRITORY_FORMAT} />
          <DraftNotice restored={form.restored} onDiscard={form.discardDraft} />
          <LeaveGuard dirty={form.dirty} saving={form.saving} onDiscard={form.discardDraft} />
          <ConfirmDialog
            open={again}
            onOpenChange={setAgain}
            title="Save the same license again?"
            body="You saved a license with exactly these terms a moment ago. Save a second one?"
            confirmLabel="Save another"
            onConfirm={() => {
              setAgain(false);
              void send({ preventDefault: () => {} });
            }}
          />
          <LicenseFields form={form} readOnly={readOnly} overlap={overlap}>
            <LicenseFileField
              licenseId={license?.id}
              current={license?.file}
              chosen={form.file}
              error={form.errorOf('file')}
              readOnly={readOnly}
              disabled={submitting}
              onChoose={(file) => void form.chooseFile(file)}
              version={form.version}
              onRemoved={() => form.setVersion((v) => (v === undefined ? v : v + 1))}
            />
          </LicenseFields>
          <HStack gap="3" justify="flex-end" borderTopWidth="1px" pt="4">
            {readOnly ? (
              <Button variant="outline" onClick={() => navigate(paths.licenses)}>
                Back to licenses
              </Button>
            ) : (
              <>
                <Button variant="outline" loading={submitting} disabled={submitting} onClick={() => navigate(paths.licenses)}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving..." disabled={submitting}>
                  {license ? 'Update' : 'Submit'}
                </Button>
              </>
            )}
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
