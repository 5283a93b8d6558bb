import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, write } from '../../../lib/api-client';
import { OVERDUE_KEY } from '../../../lib/overdue';
import type { Payment, PaymentPayload, Royalties, Statement, StatementPayload } from './money-types';

/** The query-key root of everything money: a write of a payment or statement refreshes it all. */
export const MONEY_KEY = ['money'] as const;

export const moneyKeys = {
  payments: (licenseId: number) => [...MONEY_KEY, 'payments', String(licenseId)] as const,
  statements: (licenseId: number) => [...MONEY_KEY, 'statements', String(licenseId)] as const,
  royalties: (licenseId: number) => [...MONEY_KEY, 'royalties', String(licenseId)] as const,
};

const licensePath = (licenseId: number, what: 'payments' | 'statements' | 'royalties') => `/licenses/${encodeURIComponent(String(licenseId))}/${what}`;
const itemPath = (licenseId: number, what: 'payments' | 'statements', id: number) => `${licensePath(licenseId, what)}/${encodeURIComponent(String(id))}`;

/** GET /licenses/{id}/payments: the license's payments, by due date. */
export const useLicensePayments = (licenseId: number) =>
  useQuery({ queryKey: moneyKeys.payments(licenseId), queryFn: ({ signal }) => api.get<Payment[]>(licensePath(licenseId, 'payments'), signal) });

/** GET /licenses/{id}/statements: the royalty statements recorded, by period. */
export const useLicenseStatements = (licenseId: number) =>
  useQuery({ queryKey: moneyKeys.statements(licenseId), queryFn: ({ signal }) => api.get<Statement[]>(licensePath(licenseId, 'statements'), signal) });

/** GET /licenses/{id}/royalties: the earn-out and the statements expected. */
export const useRoyalties = (licenseId: number) =>
  useQuery({ queryKey: moneyKeys.royalties(licenseId), queryFn: ({ signal }) => api.get<Royalties>(licensePath(licenseId, 'royalties'), signal) });

/**
 * After a payment or statement changed: every money query (the license's, the team's lists, the
 * reports), the license (its version went up), its history, the home page's figures, the
 * calendar and the navigation's overdue count, which show what is due.
 */
function refresh(queryClient: QueryClient, licenseId: number) {
  for (const queryKey of [MONEY_KEY, ['licenses', 'detail', String(licenseId)], ['activity'], ['dashboard'], ['calendar'], OVERDUE_KEY]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** POST a new payment, or PUT one with its `id`; answers it as stored (its status and home amount). */
export function useSavePayment(licenseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: PaymentPayload) =>
      payment.id === undefined
        ? write('add the payment', () => api.post<Payment>(licensePath(licenseId, 'payments'), payment))
        : write('update the payment', () => api.put<Payment>(itemPath(licenseId, 'payments', payment.id!), payment)),
    onSuccess: () => refresh(queryClient, licenseId),
  });
}

/** POST each of `payments` in turn (the advance's two parts), answering them as stored. */
export function useAddPayments(licenseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payments: PaymentPayload[]) => {
      const saved: Payment[] = [];
      for (const payment of payments) saved.push(await write('add the payment', () => api.post<Payment>(licensePath(licenseId, 'payments'), payment)));
      return saved;
    },
    // Also after a failure of the second: the first is stored.
    onSettled: () => refresh(queryClient, licenseId),
  });
}

export function useDeletePayment(licenseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => write('delete the payment', () => api.delete(itemPath(licenseId, 'payments', id))),
    onSuccess: () => refresh(queryClient, licenseId),
  });
}

/** POST a new statement, or PUT one with its `id`. */
export function useSaveStatement(licenseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statement: StatementPayload) =>
      statement.id === undefined
        ? write('record the statement', () => api.post<Statement>(licensePath(licenseId, 'statements'), statement))
        : write('update the statement', () => api.put<Statement>(itemPath(licenseId, 'statements', statement.id!), statement)),
    onSuccess: () => refresh(queryClient, licenseId),
  });
}

export function useDeleteStatement(licenseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => write('delete the statement', () => api.delete(itemPath(licenseId, 'statements', id))),
    onSuccess: () => refresh(queryClient, licenseId),
  });
}
