//! Tag values read as typed values: dates, times, ratings, time controls.
//!
//! Each reader returns `None` for a value it cannot read whole (an unknown
//! `????.??.??`, a `?` rating, a `-` time control): a table holds a null
//! there, and the tag's text stays in its own column or in `tags`.

/// The days from 1970-01-01 to a PGN date `YYYY.MM.DD` (Arrow's `date32`),
/// when the date is complete and exists.
///
/// ```
/// use rankfile_export::tags::date;
///
/// assert_eq!(date("1970.01.02"), Some(1));
/// assert_eq!(date("2024.02.29"), Some(19_782));
/// assert_eq!(date("2023.02.29"), None);
/// assert_eq!(date("2024.??.??"), None);
/// ```
pub fn date(text: &str) -> Option<i32> {
    let (year, month, day) = date_parts(text);
    let (year, month, day) = (year?, month?, day?);
    (day <= days_in_month(year, month)).then(|| days_from_civil(year, month, day))
}

/// The year, month and day of a PGN date, each when it is known
/// (`2024.??.??` has a year only). `-` also separates, as some files write.
pub fn date_parts(text: &str) -> (Option<i32>, Option<u32>, Option<u32>) {
    let mut parts = text.split(['.', '-', '/']);
    let number = |part: Option<&str>, len: usize| {
        part.filter(|p| p.len() == len && p.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|p| p.parse::<u32>().ok())
    };
    let year = number(parts.next(), 4).map(|y| y as i32);
    let month = number(parts.next(), 2).filter(|m| (1..=12).contains(m));
    let day = number(parts.next(), 2).filter(|d| (1..=31).contains(d));
    if parts.next().is_some() {
        return (None, None, None);
    }
    (year, month, day)
}

fn days_in_month(year: i32, month: u32) -> u32 {
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a date of the proleptic Gregorian calendar
/// (Howard Hinnant's `days_from_civil`).
fn days_from_civil(year: i32, month: u32, day: u32) -> i32 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year.rem_euclid(400) as u32;
    let month_from_march = (month + 9) % 12;
    let day_of_year = (153 * month_from_march + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era as i32 - 719_468
}

/// The date `days` after 1970-01-01, written `YYYY-MM-DD` (ISO 8601, as
/// JSON and CSV readers expect it); the inverse of [`date`].
///
/// ```
/// use rankfile_export::tags::{date, iso_date};
///
/// assert_eq!(iso_date(0), "1970-01-01");
/// assert_eq!(date("2024.02.29").map(iso_date).as_deref(), Some("2024-02-29"));
/// ```
pub fn iso_date(days: i32) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    };
    let year = year_of_era + era * 400 + i32::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// `seconds` since midnight written `HH:MM:SS`, the inverse of [`time`].
pub fn iso_time(seconds: i32) -> String {
    format!(
        "{:02}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// The seconds since midnight of a time `HH:MM:SS` (Arrow's `time32(s)`).
///
/// ```
/// use rankfile_export::tags::time;
///
/// assert_eq!(time("12:34:56"), Some(45_296));
/// assert_eq!(time("24:00:00"), None);
/// assert_eq!(time("??:??:??"), None);
/// ```
pub fn time(text: &str) -> Option<i32> {
    let mut parts = text.split(':');
    let mut seconds = 0;
    for limit in [24, 60, 60] {
        let part = parts.next()?;
        if part.len() != 2 {
            return None;
        }
        let n: i32 = part.parse().ok()?;
        if !(0..limit).contains(&n) {
            return None;
        }
        seconds = seconds * 60 + n;
    }
    parts.next().is_none().then_some(seconds)
}

/// A rating or a rating change: `2830`, `-12`, `+7`, within `int16`.
///
/// ```
/// use rankfile_export::tags::rating;
///
/// assert_eq!(rating("+7"), Some(7));
/// assert_eq!(rating("-12"), Some(-12));
/// assert_eq!(rating("?"), None);
/// ```
pub fn rating(text: &str) -> Option<i16> {
    let digits = text.strip_prefix('+').unwrap_or(text);
    if digits.starts_with(['+', '-']) && digits.len() == 1 {
        return None;
    }
    digits.parse().ok()
}

/// A time control's initial time and increment in seconds: `300+3` is
/// (300, 3) and `600` is (600, 0). Anything else (`-` for none, `40/7200:3600`
/// for periods, `?`) gives `None`: the text stays in `time_control`.
///
/// ```
/// use rankfile_export::tags::time_control;
///
/// assert_eq!(time_control("300+3"), Some((300, 3)));
/// assert_eq!(time_control("5400"), Some((5400, 0)));
/// assert_eq!(time_control("-"), None);
/// assert_eq!(time_control("40/7200:3600"), None);
/// ```
pub fn time_control(text: &str) -> Option<(i32, i32)> {
    let seconds = |s: &str| {
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<i32>().ok())
            .flatten()
    };
    match text.split_once('+') {
        Some((initial, increment)) => Some((seconds(initial)?, seconds(increment)?)),
        None => Some((seconds(text)?, 0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_count_days_across_the_calendar() {
        assert_eq!(date("1970.01.01"), Some(0));
        assert_eq!(date("1969.12.31"), Some(-1));
        assert_eq!(date("2000.03.01"), Some(11_017));
        assert_eq!(date("1851.06.21"), Some(-43_293));
        assert_eq!(date("2024-01-15"), date("2024.01.15"));
        for bad in [
            "2024.13.01",
            "2024.04.31",
            "1900.02.29",
            "24.01.01",
            "2024.01.01.01",
            "",
        ] {
            assert_eq!(date(bad), None, "{bad}");
        }
        assert_eq!(date_parts("2024.??.??"), (Some(2024), None, None));
        // Every third day from 0001-01-01 to 9999-12-31.
        for days in (-719_162..=2_932_896).step_by(3) {
            let text = iso_date(days).replace('-', ".");
            assert_eq!(date(&text), Some(days), "{text}");
        }
        assert_eq!(date_parts("2024.07.??"), (Some(2024), Some(7), None));
    }

    #[test]
    fn bad_times_and_ratings_are_none() {
        for bad in ["12:34", "12:60:00", "1:02:03", "12:34:56:00"] {
            assert_eq!(time(bad), None, "{bad}");
        }
        for bad in ["", "-", "+", "2800.5", "40000", "1 800"] {
            assert_eq!(rating(bad), None, "{bad}");
        }
        for bad in ["+3", "300+", "1/259200", "300+-3", "?"] {
            assert_eq!(time_control(bad), None, "{bad}");
        }
    }
}
