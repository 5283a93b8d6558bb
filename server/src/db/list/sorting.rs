//! The order and page of a list: each resource's sortable fields, and the checked query
//! (`http::list` reads and refuses the parameters) that picks one of them.

use super::page::COUNTED;

/// A field a list may be sorted by: its wire name, and the SQL expression that orders by it.
pub struct SortField {
    pub name: &'static str,
    pub sql: &'static str,
    /// Whether the expression may be null: nulls then come last, whichever the direction (the
    /// engines disagree on where they go by default).
    pub nullable: bool,
    /// Whether no two rows of a team have the same value (a title's name key): the id then
    /// breaks no tie, and the order is that of the team's index of the field, whose twin with the
    /// search text (migrations/sqlite/0020) a search reads without the rows.
    pub unique: bool,
}

/// A resource's sortable fields and its order when the client names none.
pub struct Sorting {
    pub fields: &'static [SortField],
    pub default: &'static str,
}

/// The field a list is sorted by, and which way.
#[derive(Clone, Copy)]
pub struct Order {
    pub field: &'static SortField,
    pub descending: bool,
}

/// What a list call asks for, read and checked.
pub struct ListQuery {
    /// The search keys of the words that must all occur in a row's searchable text.
    pub words: Vec<String>,
    pub order: Order,
    /// Rows in the page; every matching row when absent.
    pub limit: Option<i64>,
    pub offset: i64,
}

impl ListQuery {
    /// The most rows a page's count tells exactly: [`COUNTED`], or the rows to the page's end when
    /// it lies further (so that a full page past the cap still says that more may follow); none
    /// for the whole list, which reads every row anyway.
    pub fn count_cap(&self) -> Option<i64> {
        self.limit.map(|limit| self.offset.saturating_add(limit).max(COUNTED))
    }

    /// The `ORDER BY` list: the field, then, unless it is unique, the id in the same direction so
    /// that pages never overlap or skip rows that tie.
    pub fn order_by(&self, id: &str) -> String {
        let Order { field, descending } = self.order;
        let direction = if descending { "DESC" } else { "ASC" };
        let nulls_last = if field.nullable { format!("{} IS NULL, ", field.sql) } else { String::new() };
        if field.unique {
            return format!("{nulls_last}{} {direction}", field.sql);
        }
        format!("{nulls_last}{} {direction}, {id} {direction}", field.sql)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAME: SortField = SortField { name: "name", sql: "name_key", nullable: false, unique: false };
    const TITLE_NAME: SortField = SortField { name: "name", sql: "name_key", nullable: false, unique: true };
    const PUBLISHED: SortField = SortField { name: "publishDate", sql: "publish_date", nullable: true, unique: false };

    fn query(field: &'static SortField, descending: bool) -> ListQuery {
        ListQuery { words: Vec::new(), order: Order { field, descending }, limit: None, offset: 0 }
    }

    #[test]
    fn the_order_breaks_ties_by_id_and_puts_nulls_last() {
        assert_eq!(query(&PUBLISHED, true).order_by("t.id"), "publish_date IS NULL, publish_date DESC, t.id DESC");
        assert_eq!(query(&NAME, false).order_by("id"), "name_key ASC, id ASC");
        assert_eq!(query(&TITLE_NAME, true).order_by("id"), "name_key DESC");
    }
}
