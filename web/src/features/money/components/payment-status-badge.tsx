import { Badge } from '@chakra-ui/react';
import type { PaymentStatus, StatementStatus } from '../api/money-types';
import { paymentStatusLabels, paymentStatusPalettes, statementStatusLabels, statementStatusPalettes } from '../money-labels';

/** Where a payment stands, in its colour. */
export const PaymentStatusBadge = ({ status }: { status: PaymentStatus | null }) =>
  status && (
    <Badge colorPalette={paymentStatusPalettes[status]} variant="subtle">
      {paymentStatusLabels[status]}
    </Badge>
  );

/** Where an expected statement stands, in its colour. */
export const StatementStatusBadge = ({ status }: { status: StatementStatus }) => (
  <Badge colorPalette={statementStatusPalettes[status]} variant="subtle">
    {statementStatusLabels[status]}
  </Badge>
);
