pawnshift::pawns! {
    /// A module with no body.
    pub mod standard
}

fn main() {}
