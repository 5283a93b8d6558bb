import { GridItem, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../components/ui/date-input';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { toastFailure } from '../../../components/ui/save-failure';
import { validateFair } from '../../../lib/core';
import { zoneOptions } from '../../../lib/time-zones';
import { timeZone } from '../../../lib/today';
import { useForm } from '../../../lib/use-form';
import { useTeamMembers } from '../../prospections/api/team-members';
import type { Fair } from '../api/fair-types';
import { useSaveFair } from '../api/fairs';
import { FAIR_FIELDS, fairPayload, fairValues, SLOT_LENGTHS, withStartDate, type FairValues } from '../fair-form-values';
import { formatFairDates } from '../meeting-times';
import { MembersField } from './members-field';

/** Core's messages of the fair the form would send. */
const validateFairValues = (values: FairValues) => validateFair(fairPayload(values));

function FairForm({ fair, formId, save, onSaved }: { fair?: Fair; formId: string; save: ReturnType<typeof useSaveFair>; onSaved: (saved: Fair) => void }) {
  const form = useForm<FairValues>({ initial: () => fairValues(fair, timeZone()), validate: validateFairValues, fields: FAIR_FIELDS, version: fair?.version });
  const { setFormElement, values, errorOf, text } = form;
  const members = useTeamMembers().data ?? [];
  const slots = SLOT_LENGTHS.includes(values.slotMinutes) ? SLOT_LENGTHS : [...SLOT_LENGTHS, values.slotMinutes].sort((a, b) => a - b);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (sent, version) => {
        const saved = await save.mutateAsync({ fair: fairPayload(sent, fair?.id), version });
        toaster.create({ type: 'success', title: fair ? 'Fair updated' : 'Fair created', description: `${saved.name}, ${formatFairDates(saved.startDate, saved.endDate)}` });
        onSaved(saved);
      },
      toastFailure('The fair could not be saved'),
    );

  return (
    <form id={formId} ref={setFormElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={fair ? `Fair ${fair.name}` : 'New fair'}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="4">
        <FormField label="Name" required error={errorOf('name')} colSpan={{ base: 1, sm: 2 }}>
          <Input {...text('name')} placeholder="e.g. Frankfurt Book Fair 2026" />
        </FormField>
        <FormField label="First day" required error={errorOf('startDate')}>
          <DateInput {...text('startDate')} onChange={(e) => form.update((v) => withStartDate(v, e.target.value), 'startDate', 'endDate')} />
        </FormField>
        <FormField label="Last day" required error={errorOf('endDate')}>
          <DateInput {...text('endDate')} min={values.startDate || undefined} />
        </FormField>
        <FormField label="Time zone" required error={errorOf('timeZone')} helper="The meetings' times are the fair's local times" colSpan={{ base: 1, sm: 2 }}>
          <SelectInput {...text('timeZone')} options={zoneOptions(values.timeZone)} emptyLabel="Choose a time zone" />
        </FormField>
        <FormField label="Place" error={errorOf('place')}>
          <Input {...text('place')} placeholder="e.g. Messe Frankfurt" />
        </FormField>
        <FormField label="Stand" error={errorOf('stand')}>
          <Input {...text('stand')} placeholder="e.g. Hall 6.0, B12" />
        </FormField>
        <FormField label="Day starts" required error={errorOf('dayStart')}>
          <Input {...text('dayStart')} type="time" step={300} />
        </FormField>
        <FormField label="Day ends" required error={errorOf('dayEnd')}>
          <Input {...text('dayEnd')} type="time" step={300} />
        </FormField>
        <FormField label="Slot length" required error={errorOf('slotMinutes')} helper="A meeting's length unless told otherwise">
          <NativeSelect.Root>
            <NativeSelect.Field name="slotMinutes" value={String(values.slotMinutes)} onChange={(e) => form.set('slotMinutes', Number(e.target.value))} onBlur={(e) => form.blur('slotMinutes', e)}>
              {slots.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <GridItem colSpan={{ base: 1, sm: 2 }}>
          <MembersField
            legend="Attendees"
            members={members}
            chosenNames={fair?.attendees}
            value={values.attendeeIds}
            onChange={(ids) => form.set('attendeeIds', ids)}
            error={errorOf('attendeeIds')}
            helper="Who of the team goes: the planner's members"
          />
        </GridItem>
      </SimpleGrid>
    </form>
  );
}

/** "New fair" or "Edit the fair"; a new fair opens its page once saved. */
export function FairDialog({ fair, open, onOpenChange }: { fair?: Fair; open: boolean; onOpenChange: (open: boolean) => void }) {
  const save = useSaveFair();
  const navigate = useNavigate();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={fair ? 'Edit the fair' : 'New fair'} submitLabel={fair ? 'Save' : 'Create'} pending={save.isPending} size="lg">
      {(formId) => (
        <FairForm
          fair={fair}
          formId={formId}
          save={save}
          onSaved={(saved) => {
            onOpenChange(false);
            if (!fair) navigate(paths.fair(saved.id));
          }}
        />
      )}
    </FormDialog>
  );
}
