-- The team's invoice details (GET/PUT /api/team/invoice-details, docs/http.md "Money after
-- signing"): what the printable invoice shows of its issuer. Each NULL until an admin sets it;
-- the texts are core's normalised form (trimmed, the IBAN and BIC without spaces, in capitals),
-- the address and other bank details on several lines.
ALTER TABLE teams ADD COLUMN invoice_legal_name TEXT;
ALTER TABLE teams ADD COLUMN invoice_address TEXT;
ALTER TABLE teams ADD COLUMN invoice_vat_number TEXT;
ALTER TABLE teams ADD COLUMN invoice_iban TEXT;
ALTER TABLE teams ADD COLUMN invoice_bic TEXT;
ALTER TABLE teams ADD COLUMN invoice_bank_details TEXT;
ALTER TABLE teams ADD COLUMN invoice_footer TEXT;
