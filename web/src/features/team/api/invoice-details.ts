import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDetails } from '../../../generated/InvoiceDetails';
import { api, apiRequest, write } from '../../../lib/api-client';

export type { InvoiceDetails };

const INVOICE_DETAILS_KEY = ['invoice-details'] as const;

/** GET /team/invoice-details: what the team's invoices print of it as their issuer, for every member. */
export const invoiceDetailsQueryOptions = () => queryOptions({ queryKey: INVOICE_DETAILS_KEY, queryFn: ({ signal }) => api.get<InvoiceDetails>('/team/invoice-details', signal) });

export const useInvoiceDetails = () => useQuery(invoiceDetailsQueryOptions());

/** PUT /team/invoice-details (admins): replaces them all, a field left out cleared; answers them as stored. */
export function useSaveInvoiceDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: InvoiceDetails) => write('save the invoice details', () => apiRequest<InvoiceDetails>('/team/invoice-details', { method: 'PUT', body: details })),
    onSuccess: (saved) => queryClient.setQueryData(INVOICE_DETAILS_KEY, saved),
  });
}
