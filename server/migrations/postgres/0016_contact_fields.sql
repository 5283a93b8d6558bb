-- A contact's labelled details beside its name and e-mail (issue 33, item 11): what the contact
-- does at the company, a phone number, the languages the contact handles and free notes. All
-- optional, so the contacts already stored keep every value and read these as absent.
ALTER TABLE contacts ADD COLUMN role TEXT;
ALTER TABLE contacts ADD COLUMN phone TEXT;
-- The ISO 639-1 ids (GET /api/languages), comma-separated in the user's order, as a company's
-- types are; '' for none.
ALTER TABLE contacts ADD COLUMN language_ids TEXT NOT NULL DEFAULT '';
ALTER TABLE contacts ADD COLUMN notes TEXT;
