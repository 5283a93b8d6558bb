//! A title's cover (migration 0021): the image as uploaded and its JPEG thumbnail, one row per
//! title. A new upload is a new row, so a new id: the address clients cache the image under
//! (`?v=`), and the title's `cover`.

use sqlx::{AnyConnection, AnyPool};

use super::columns::Columns;
use super::now;
use crate::error::Result;

/// A decoded cover, ready to store.
pub struct NewCover {
    /// `image/jpeg`, `image/png` or `image/webp`, as its bytes say.
    pub content_type: &'static str,
    pub width: u32,
    pub height: u32,
    pub content: Vec<u8>,
    /// A JPEG.
    pub thumbnail: Vec<u8>,
}

/// Makes `cover` the team's title's cover in `conn`'s transaction, replacing the one it had:
/// answers the old cover's id, if any, and the new one's. The caller has claimed the title.
pub async fn put(
    conn: &mut AnyConnection,
    team_id: i64,
    title_id: i64,
    cover: &NewCover,
) -> Result<(Option<i64>, i64)> {
    let old = remove(conn, team_id, title_id).await?;
    let mut columns = Columns::new();
    columns
        .set("team_id", team_id)
        .set("title_id", title_id)
        .set("content_type", cover.content_type)
        .set("width", i64::from(cover.width))
        .set("height", i64::from(cover.height))
        .set("content", cover.content.as_slice())
        .set("thumbnail", cover.thumbnail.as_slice())
        .set("created_at", now());
    let sql = format!("INSERT INTO title_covers ({}) VALUES ({}) RETURNING id", columns.names(), columns.values());
    let id: i64 = sqlx::query_scalar_with(&sql, columns.arguments()?).fetch_one(&mut *conn).await?;
    point_title_at(conn, team_id, title_id, Some(id)).await?;
    Ok((old, id))
}

/// Removes the team's title's cover in `conn`'s transaction: answers its id, `None` when the
/// title had none.
pub async fn remove(conn: &mut AnyConnection, team_id: i64, title_id: i64) -> Result<Option<i64>> {
    let removed: Option<i64> =
        sqlx::query_scalar("DELETE FROM title_covers WHERE team_id = $1 AND title_id = $2 RETURNING id")
            .bind(team_id)
            .bind(title_id)
            .fetch_optional(&mut *conn)
            .await?;
    if removed.is_some() {
        point_title_at(conn, team_id, title_id, None).await?;
    }
    Ok(removed)
}

async fn point_title_at(conn: &mut AnyConnection, team_id: i64, title_id: i64, cover: Option<i64>) -> Result<()> {
    sqlx::query("UPDATE titles SET cover_id = $1, updated_at = $2 WHERE team_id = $3 AND id = $4")
        .bind(cover)
        .bind(now())
        .bind(team_id)
        .bind(title_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// The id of the team's title's cover, without reading its bytes (an answer that can be 304).
pub async fn id(pool: &AnyPool, team_id: i64, title_id: i64) -> Result<Option<i64>> {
    Ok(sqlx::query_scalar("SELECT id FROM title_covers WHERE team_id = $1 AND title_id = $2")
        .bind(team_id)
        .bind(title_id)
        .fetch_optional(pool)
        .await?)
}

/// The team's title's cover: its id, its content type and its bytes.
pub async fn image(pool: &AnyPool, team_id: i64, title_id: i64) -> Result<Option<(i64, String, Vec<u8>)>> {
    Ok(sqlx::query_as("SELECT id, content_type, content FROM title_covers WHERE team_id = $1 AND title_id = $2")
        .bind(team_id)
        .bind(title_id)
        .fetch_optional(pool)
        .await?)
}

/// The team's titles that have a cover.
pub async fn titles_with_cover(pool: &AnyPool, team_id: i64) -> Result<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT title_id FROM title_covers WHERE team_id = $1 ORDER BY title_id")
        .bind(team_id)
        .fetch_all(pool)
        .await?)
}

/// The team's title's cover thumbnail: the cover's id and the JPEG's bytes.
pub async fn thumbnail(pool: &AnyPool, team_id: i64, title_id: i64) -> Result<Option<(i64, Vec<u8>)>> {
    Ok(sqlx::query_as("SELECT id, thumbnail FROM title_covers WHERE team_id = $1 AND title_id = $2")
        .bind(team_id)
        .bind(title_id)
        .fetch_optional(pool)
        .await?)
}
