//! How generated code stores a set of squares, decided in one place: `u64`
//! for boards of up to 64 squares, `u128` up to 128, and beyond that
//! `::pawnshift::Wide<N>`, `N` 64-bit words. Every type name, mask literal
//! and set operation the emitter writes comes from here: the integers with
//! their operators (`(pawns & NOT_FILE_H) << 9`), the wide type with its
//! `const fn` methods (`pawns.and(NOT_FILE_P).shl(17)`), since operator
//! traits are not `const` on stable Rust.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use super::Emitter;
use super::shift::Expr;
use crate::geometry::{Geometry, Squares};

/// How generated code stores a set of squares of one board.
#[derive(Clone, Copy)]
pub(super) enum Repr {
    /// A primitive integer of this many bits (64 or 128).
    Int(u32),
    /// `::pawnshift::Wide<N>` of this many words.
    Wide(u32),
}

impl Repr {
    /// The representation of `g`'s sets.
    pub(super) fn of(g: Geometry) -> Repr {
        match g.bits() {
            bits @ (64 | 128) => Repr::Int(bits),
            bits => Repr::Wide(bits / 64),
        }
    }

    /// The type, as tokens: `u64`, `u128` or `::pawnshift::Wide<4>`.
    pub(super) fn ty(self) -> TokenStream {
        match self {
            Repr::Int(64) => quote!(u64),
            Repr::Int(_) => quote!(u128),
            Repr::Wide(words) => {
                let n = Literal::usize_unsuffixed(words as usize);
                quote!(::pawnshift::Wide<#n>)
            }
        }
    }

    /// What the type is, for the docs of a module's `Bitboard`.
    pub(super) fn what(self) -> &'static str {
        match self {
            Repr::Int(_) => "The integer",
            Repr::Wide(_) => "The multi-word set ([`pawnshift::Wide`], 64 squares a word)",
        }
    }

    /// A constant set: a hex literal grouped by 4 digits, or the words of a
    /// wide set, lowest first.
    pub(super) fn literal(self, value: Squares) -> TokenStream {
        let hex = |value: u128, digits: usize| {
            let hex = format!("{value:0digits$x}");
            let grouped: Vec<String> = hex
                .as_bytes()
                .chunks(4)
                .map(|c| String::from_utf8_lossy(c).into_owned())
                .collect();
            let text = format!("0x{}", grouped.join("_"));
            text.parse::<Literal>()
                .map_or_else(|_| quote!(0), |lit| quote!(#lit))
        };
        match self {
            Repr::Int(bits) => hex(value.low_u128(), (bits / 4) as usize),
            Repr::Wide(words) => {
                let all = value.words();
                let words = all[..words as usize]
                    .iter()
                    .map(|&w| hex(u128::from(w), 16));
                quote!(::pawnshift::Wide::from_words([#(#words),*]))
            }
        }
    }

    /// Attributes of every generated function: none on integers; on a wide
    /// set, method chains one call a line make long functions of long
    /// pushes (a colour-parametrised `push 7`), which are still one
    /// expression.
    pub(super) fn function_attrs(self) -> TokenStream {
        match self {
            Repr::Int(_) => TokenStream::new(),
            Repr::Wide(_) => quote!(#[allow(clippy::too_many_lines)]),
        }
    }

    /// Whether a step of board squares towards higher bits, on a board
    /// smaller than its set, keeps only its file guard before the shift
    /// (`!FILE_A`, every bit but the file's) and masks its result with
    /// `BOARD`: `pawns.and(FILE_A.not()).shl(11).or(…).and(BOARD)`. The
    /// integers' way, `SOURCES_<DIR>` on the operand, costs a multi-word
    /// set more: through the funnel shifts the compiler keeps each
    /// direction's mask constants in registers of their own, where the
    /// `BOARD` masks of a rule's directions become one. On integers it sees
    /// through both, and their code stays as it always was.
    pub(super) fn masks_after_steps(self) -> bool {
        matches!(self, Repr::Wide(_))
    }

    /// The empty set.
    pub(super) fn empty(self) -> TokenStream {
        match self {
            Repr::Int(_) => quote!(0),
            Repr::Wide(_) => quote!(::pawnshift::Wide::EMPTY),
        }
    }

    /// `x` is not empty, as a `bool` expression.
    pub(super) fn non_empty(self, x: &Expr) -> TokenStream {
        match self {
            Repr::Int(_) => {
                let x = self.operand(x);
                quote!(#x != 0)
            }
            Repr::Wide(_) => {
                let x = self.tokens(x);
                quote!(!#x.is_empty())
            }
        }
    }

    /// `x` is empty, as a `bool` expression.
    pub(super) fn is_empty(self, x: &Expr) -> TokenStream {
        match self {
            Repr::Int(_) => {
                let x = self.operand(x);
                quote!(#x == 0)
            }
            Repr::Wide(_) => {
                let x = self.tokens(x);
                quote!(#x.is_empty())
            }
        }
    }

    /// `x`'s number of squares, as a `u32` expression.
    pub(super) fn count(self, x: &Expr) -> TokenStream {
        let x = self.receiver(x);
        quote!(#x.count_ones())
    }

    /// The statement `target = target | value`.
    pub(super) fn or_assign(self, target: &Ident, value: &Expr) -> TokenStream {
        match self {
            Repr::Int(_) => {
                let value = self.tokens(value);
                quote!(#target |= #value;)
            }
            Repr::Wide(_) => {
                let value = self.tokens(value);
                quote!(#target = #target.or(#value);)
            }
        }
    }

    /// A per-square table's initialiser: `[f(square set); SQUARES]`,
    /// computed at compile time, `square` the `usize` index.
    pub(super) fn table(self, f: impl Fn(TokenStream) -> TokenStream) -> TokenStream {
        let empty = self.empty();
        match self {
            Repr::Int(_) => {
                let value = f(quote!(1 << square));
                quote!({
                    let mut table = [#empty; super::SQUARES];
                    let mut square = 0;
                    while square < super::SQUARES {
                        table[square] = #value;
                        square += 1;
                    }
                    table
                })
            }
            Repr::Wide(_) => {
                // The square's set walks up the board: no index cast.
                let value = f(quote!(one));
                quote!({
                    let mut table = [#empty; super::SQUARES];
                    let mut one = ::pawnshift::Wide::bit(0);
                    let mut square = 0;
                    while square < super::SQUARES {
                        table[square] = #value;
                        one = one.shl(1);
                        square += 1;
                    }
                    table
                })
            }
        }
    }

    /// An expression, printed with the parentheses (integers) or method
    /// chains (wide) its shape needs.
    pub(super) fn tokens(self, e: &Expr) -> TokenStream {
        match self {
            Repr::Int(_) => self.int_tokens(e),
            Repr::Wide(_) => self.wide_tokens(e),
        }
    }

    /// The expression as an operand of a binary operator (integers): in
    /// parentheses unless it is an atom. A wide set's method chains need
    /// none.
    pub(super) fn operand(self, e: &Expr) -> TokenStream {
        match (self, e) {
            (Repr::Int(_), Expr::Atom(_) | Expr::Not(_)) | (Repr::Wide(_), _) => self.tokens(e),
            (Repr::Int(_), _) => {
                let t = self.tokens(e);
                quote!((#t))
            }
        }
    }

    /// The expression as the receiver of a method call: an integer's
    /// compound expression in parentheses, a wide set's method chain as is.
    fn receiver(self, e: &Expr) -> TokenStream {
        match (self, e) {
            (Repr::Int(_), Expr::Not(_)) => {
                let t = self.tokens(e);
                quote!((#t))
            }
            _ => self.operand(e),
        }
    }

    fn int_tokens(self, e: &Expr) -> TokenStream {
        match e {
            Expr::Atom(t) => t.clone(),
            Expr::And(items) => {
                let parts = items.iter().map(|x| self.operand(x));
                quote!(#(#parts)&*)
            }
            Expr::Or(items) => {
                let parts = items.iter().map(|x| self.operand(x));
                quote!(#(#parts)|*)
            }
            Expr::Xor(a, b) => {
                let (a, b) = (self.operand(a), self.operand(b));
                quote!(#a ^ #b)
            }
            Expr::Not(x) => {
                let x = self.operand(x);
                quote!(!#x)
            }
            Expr::Shl(x, n) => {
                let x = self.operand(x);
                quote!(#x << #n)
            }
            Expr::Shr(x, n) => {
                let x = self.operand(x);
                quote!(#x >> #n)
            }
        }
    }

    fn wide_tokens(self, e: &Expr) -> TokenStream {
        let chain = |items: &[Expr], method: Ident| {
            let mut items = items.iter();
            let first = items
                .next()
                .map_or_else(|| self.empty(), |x| self.receiver(x));
            items.fold(first, |acc, x| {
                let x = self.tokens(x);
                quote!(#acc.#method(#x))
            })
        };
        match e {
            Expr::Atom(t) => t.clone(),
            Expr::And(items) => chain(items, Ident::new("and", Span::call_site())),
            Expr::Or(items) => chain(items, Ident::new("or", Span::call_site())),
            Expr::Xor(a, b) => {
                let (a, b) = (self.receiver(a), self.tokens(b));
                quote!(#a.xor(#b))
            }
            Expr::Not(x) => {
                let x = self.receiver(x);
                quote!(#x.not())
            }
            Expr::Shl(x, n) => {
                let x = self.receiver(x);
                quote!(#x.shl(#n))
            }
            Expr::Shr(x, n) => {
                let x = self.receiver(x);
                quote!(#x.shr(#n))
            }
        }
    }
}

impl Emitter<'_> {
    /// The module's representation.
    pub(super) fn repr(&self) -> Repr {
        Repr::of(self.g())
    }

    /// The module's set type, as tokens.
    pub(super) fn ty(&self) -> TokenStream {
        self.repr().ty()
    }

    /// An expression in the module's representation.
    pub(super) fn render(&self, e: &Expr) -> TokenStream {
        self.repr().tokens(e)
    }
}
