//! Integration tests of pawnshift live in `tests/`; this library holds the
//! independent reference they compare the generated code with.
