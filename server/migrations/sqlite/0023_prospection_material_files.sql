-- The title's material files a prospection sent (issue 36): which of `title_materials` went out
-- with the pitch, beside the kinds of `prospections.material`. A join table rather than a list
-- in a column, so that deleting a material file (or the prospection) drops the row with it.
-- The server writes only files of the prospection's own title and team.
CREATE TABLE prospection_material_files (
    prospection_id BIGINT NOT NULL REFERENCES prospections (id) ON DELETE CASCADE,
    material_id    BIGINT NOT NULL REFERENCES title_materials (id) ON DELETE CASCADE,
    PRIMARY KEY (prospection_id, material_id)
);
-- The cascade from a deleted material file looks its rows up by material.
CREATE INDEX prospection_material_files_material ON prospection_material_files (material_id);
