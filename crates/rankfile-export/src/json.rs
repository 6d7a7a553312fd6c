//! How the typed columns are written in NDJSON and CSV: dates and times in
//! ISO 8601, the tags as one object.

use serde::Serializer;
use serde::ser::SerializeMap;

use crate::tags::{iso_date, iso_time};

pub(crate) fn date<S: Serializer>(days: &Option<i32>, s: S) -> Result<S::Ok, S::Error> {
    match days {
        Some(days) => s.serialize_str(&iso_date(*days)),
        None => s.serialize_none(),
    }
}

pub(crate) fn time<S: Serializer>(seconds: &Option<i32>, s: S) -> Result<S::Ok, S::Error> {
    match seconds {
        Some(seconds) => s.serialize_str(&iso_time(*seconds)),
        None => s.serialize_none(),
    }
}

/// The tags as a JSON object, in their order.
pub(crate) fn tags<S: Serializer>(tags: &[(String, String)], s: S) -> Result<S::Ok, S::Error> {
    let mut map = s.serialize_map(Some(tags.len()))?;
    for (name, value) in tags {
        map.serialize_entry(name, value)?;
    }
    map.end()
}
