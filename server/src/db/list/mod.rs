//! Lists at scale: the checked search words, order and page that every list call takes (`q`,
//! `sort`, `limit`, `offset`, parsed in `http::list`), and the SQL they turn into. Each resource
//! names its sortable fields ([`sorting`]) and how a search word matches one of its rows
//! ([`filter`]); [`page`] runs the statements once for all. How a search word finds its rows on
//! each engine is [`super::search`]'s.

pub mod arguments;
pub mod filter;
pub mod page;
pub mod sorting;

pub use filter::Filter;
pub use page::{Page, Rows, Total, fetch};
pub use sorting::{ListQuery, Order, SortField, Sorting};
