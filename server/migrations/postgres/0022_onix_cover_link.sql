-- The cover's link an ONIX import found (issue 36): the publisher's address of the front cover
-- (`<SupportingResource>` of content type 01), kept as text and never fetched. Only the import
-- writes it; a title's own write leaves it as it is, as it does the uploaded cover.
ALTER TABLE titles ADD COLUMN cover_link TEXT;
