import { Button, Card, Heading, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateInput } from '../../../components/ui/date-input';
import { FormField } from '../../../components/ui/form-field';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { SelectInput } from '../../../components/ui/select-input';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason, WriteError } from '../../../lib/api-client';
import { currencyOptions } from '../../../lib/currency-options';
import { formatDate } from '../../../lib/format';
import { todayIso } from '../../../lib/today';
import { serverRulesOnly } from '../../../lib/server-rules';
import { useForm } from '../../../lib/use-form';
import { useAddExchangeRate, useDeleteExchangeRate, useExchangeRates, type ExchangeRate } from '../api/exchange-rates';

interface Values {
  currency: string;
  /** as typed; sent as a number */
  rate: string;
  validFrom: string;
}
const FIELDS = ['currency', 'rate', 'validFrom'] as const;
const NO_SORT = { key: 'currency', direction: 'asc' } as const;

const toPayload = (values: Values) => ({ currency: values.currency || undefined, rate: values.rate.trim() === '' ? undefined : Number(values.rate), validFrom: values.validFrom || undefined });

function AddRateForm({ homeCurrency }: { homeCurrency: string }) {
  const add = useAddExchangeRate();
  const form = useForm<Values>({ initial: () => ({ currency: '', rate: '', validFrom: todayIso() }), validate: serverRulesOnly, fields: FIELDS });
  const { setFormElement, errorOf, text } = form;
  const submit = (event: FormEvent) =>
    form.submit(
      event,
      async (sent) => {
        const saved = await add.mutateAsync(toPayload(sent));
        toaster.create({ type: 'success', title: 'Rate added', description: `1 ${saved.currency} = ${saved.rate} ${homeCurrency} from ${formatDate(saved.validFrom)}` });
        form.setValues({ currency: '', rate: '', validFrom: sent.validFrom });
      },
      (error, { onFields }) => {
        if (endedSession(error) || (error instanceof WriteError && error.status === 422 && Object.keys(onFields).length > 0)) return;
        toaster.create({ type: 'error', title: 'The rate was not added', description: failureReason(error) });
      },
    );
  return (
    <form ref={setFormElement} onSubmit={(e) => void submit(e)} noValidate aria-label="Add an exchange rate">
      <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'start' }} gap="3">
        <FormField label="Currency" required error={errorOf('currency')}>
          <SelectInput {...text('currency')} options={currencyOptions().filter((c) => c.value !== homeCurrency)} emptyLabel="Choose a currency" />
        </FormField>
        <FormField label={`Worth in ${homeCurrency}`} required error={errorOf('rate')}>
          <Input {...text('rate')} type="number" inputMode="decimal" min={0} step="any" placeholder="e.g. 0.92" />
        </FormField>
        <FormField label="From" required error={errorOf('validFrom')}>
          <DateInput {...text('validFrom')} />
        </FormField>
        <Button type="submit" variant="outline" mt={{ md: '6' }} loading={form.submitting} alignSelf="start">
          Add rate
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The team's exchange rates: what one unit of a currency is worth in the home currency from a
 * day on; a payment received in it is counted at the latest rate from its day or before.
 */
export function ExchangeRatesCard({ homeCurrency }: { homeCurrency: string }) {
  const rates = useExchangeRates();
  const remove = useDeleteExchangeRate();
  const [removing, setRemoving] = useState<ExchangeRate | null>(null);
  const columns: ListColumn<ExchangeRate, never>[] = [
    { key: 'currency', label: 'Currency', card: 'title', cell: (r) => <Text fontWeight="medium">{r.currency}</Text> },
    { key: 'rate', label: `In ${homeCurrency}`, card: 'detail', numeric: true, cell: (r) => r.rate },
    { key: 'validFrom', label: 'From', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (r) => formatDate(r.validFrom) },
  ];
  return (
    <Card.Root size="sm" mb="6">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            Exchange rates
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            What one unit of a currency is worth in {homeCurrency}: a payment received is counted at the latest rate from its day or before.
          </Text>
          <AddRateForm homeCurrency={homeCurrency} />
          {rates.data && rates.data.length > 0 && (
            <ResponsiveList
              label="Exchange rates"
              rows={rates.data}
              rowKey={(r) => String(r.id)}
              columns={columns}
              sort={NO_SORT}
              onSort={() => undefined}
              actions={(r) => (
                <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Delete the rate of ${r.currency} from ${formatDate(r.validFrom)}`} onClick={() => setRemoving(r)}>
                  <LuTrash2 />
                </IconButton>
              )}
            />
          )}
          {rates.isError && <Text fontSize="sm" color="fg.muted">The rates could not be loaded.</Text>}
        </Stack>
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title="Delete this rate?"
          body={removing && `The rate of ${removing.currency} from ${formatDate(removing.validFrom)}: payments received in ${removing.currency} since are counted at the rate before it, or not at all.`}
          loading={remove.isPending}
          onConfirm={() =>
            removing &&
            remove.mutate(removing.id, {
              onSuccess: () => setRemoving(null),
              onError: (error) => toaster.create({ type: 'error', title: 'The rate was not deleted', description: failureReason(error) }),
            })
          }
        />
      </Card.Body>
    </Card.Root>
  );
}
