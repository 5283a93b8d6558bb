import type { ExchangeRate as WireRate } from '../../../generated/ExchangeRate';
import type { ExpectedStatement } from '../../../generated/ExpectedStatement';
import type { Payment as WirePayment } from '../../../generated/Payment';
import type { PaymentStatus } from '../../../generated/PaymentStatus';
import type { Royalties } from '../../../generated/Royalties';
import type { Statement as WireStatement } from '../../../generated/Statement';
import type { StatementStatus } from '../../../generated/StatementStatus';
import type { Payload, Stored } from '../../../lib/wire';

export type { ExpectedStatement, PaymentStatus, Royalties, StatementStatus };

/** A payment of a license as the server answers it (docs/http.md, "Money after signing"). */
export type Payment = Stored<WirePayment>;
/** What a payment's form sends; the read-only fields (status, home amount, license) are the server's. */
export type PaymentPayload = Payload<Omit<WirePayment, 'licenseId' | 'status' | 'homeAmount'>>;

/** A royalty statement of a license, as stored. */
export type Statement = Stored<WireStatement>;
/** What a statement's form sends; its due date is the server's. */
export type StatementPayload = Payload<Omit<WireStatement, 'licenseId' | 'dueDate'>>;

/** An exchange rate of the team, as stored. */
export type ExchangeRate = Stored<WireRate>;
export type ExchangeRatePayload = Payload<WireRate>;

/** The license's title and licensee beside a row of a team-wide list. */
interface OfLicense {
  title: string;
  titleId: number;
  company: string;
  companyId: number;
}

/** A row of `GET /api/payments`: the payment and its license's names. */
export type ListedPayment = Payment & OfLicense & { licenseId: number };

/** A row of `GET /api/statements`: a statement a license's periods call for, with the one recorded when received. */
export interface ListedStatement extends OfLicense {
  status: StatementStatus;
  licenseId: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  statement: Statement | null;
}

/** A group of `GET /api/reports/income`, its amount in the home currency. */
export interface IncomeRow {
  key: string;
  label: string;
  amount: number;
  count: number;
}

/** What `GET /api/reports/income` may group by. */
export type IncomeGroup = 'year' | 'month' | 'company' | 'country' | 'language' | 'contractType' | 'title';

/** A group of `GET /api/reports/outstanding`: what is owed in one currency, by days past due. */
export interface OutstandingRow {
  age: '0-30' | '31-90' | '90+';
  currency: string;
  amount: number;
  homeAmount: number | null;
  count: number;
}

/** A title of `GET /api/reports/author-shares`. */
export interface AuthorShareRow {
  titleId: number;
  title: string;
  author: string | null;
  net: number;
  authorShare: number;
  count: number;
}
