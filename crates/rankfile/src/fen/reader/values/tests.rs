//! Tests of `values`.

use super::*;

#[test]
fn digits_of_other_scripts_have_their_values() {
    assert_eq!(digit_value('٣'), Some(3));
    assert_eq!(digit_value('３'), Some(3));
    assert_eq!(digit_value('७'), Some(7));
    assert_eq!(digit_value('x'), None);
}

#[test]
fn lenient_numbers() {
    assert_eq!(lenient_number("+3"), Some(Some(3)));
    assert_eq!(lenient_number("-0"), Some(Some(0)));
    assert_eq!(lenient_number("-3"), None);
    assert_eq!(lenient_number("1_0"), Some(Some(10)));
    assert_eq!(lenient_number("_1"), None);
    assert_eq!(lenient_number("007"), Some(Some(7)));
    assert_eq!(lenient_number("99999999999999999999"), Some(None));
    assert_eq!(lenient_number("1x"), None);
}
