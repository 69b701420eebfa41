//! The integer that holds a set of squares in the generated code, decided
//! in one place: `u64` for boards of up to 64 squares, `u128` up to 128.
//! Every type name and mask literal the emitter writes comes from here.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use super::Emitter;
use crate::geometry::Geometry;

/// How generated code stores a set of squares of one board.
#[derive(Clone, Copy)]
pub(super) struct Repr {
    /// The width of the integer in bits.
    bits: u32,
}

impl Repr {
    /// The representation of `g`'s sets.
    pub(super) fn of(g: Geometry) -> Repr {
        Repr { bits: g.bits() }
    }

    /// The integer type: `u64` or `u128`.
    pub(super) fn ident(self) -> Ident {
        if self.bits == 64 {
            Ident::new("u64", Span::call_site())
        } else {
            Ident::new("u128", Span::call_site())
        }
    }

    /// A mask literal of the type, hex grouped by 4 digits.
    pub(super) fn literal(self, value: u128) -> TokenStream {
        let digits = (self.bits / 4) as usize;
        let hex = format!("{value:0digits$x}");
        let grouped: Vec<String> = hex
            .as_bytes()
            .chunks(4)
            .map(|c| String::from_utf8_lossy(c).into_owned())
            .collect();
        let text = format!("0x{}", grouped.join("_"));
        text.parse::<Literal>()
            .map_or_else(|_| quote!(0), |lit| quote!(#lit))
    }
}

impl Emitter<'_> {
    /// The module's integer type, as tokens.
    pub(super) fn ty(&self) -> TokenStream {
        let ty = Repr::of(self.g()).ident();
        quote!(#ty)
    }
}
