/// Orthodox chess pawns.
pub mod standard {
    /// The integer holding one bit per square of this 8 x 8 board (square index = rank × 8 + file, a1 = bit 0).
    pub type Bitboard = u64;
    /// Number of files.
    pub const WIDTH: u32 = 8;
    /// Number of ranks.
    pub const HEIGHT: u32 = 8;
    /// Number of squares (`WIDTH * HEIGHT`): the length of per-square tables.
    pub const SQUARES: usize = 64;
    /// Every square of the board.
    ///
    /// ```text
    /// 8 1 1 1 1 1 1 1 1
    /// 7 1 1 1 1 1 1 1 1
    /// 6 1 1 1 1 1 1 1 1
    /// 5 1 1 1 1 1 1 1 1
    /// 4 1 1 1 1 1 1 1 1
    /// 3 1 1 1 1 1 1 1 1
    /// 2 1 1 1 1 1 1 1 1
    /// 1 1 1 1 1 1 1 1 1
    ///   a b c d e f g h
    /// ```
    pub const BOARD: u64 = 0xffff_ffff_ffff_ffff;
    /// The a-file.
    ///
    /// ```text
    /// 8 1 . . . . . . .
    /// 7 1 . . . . . . .
    /// 6 1 . . . . . . .
    /// 5 1 . . . . . . .
    /// 4 1 . . . . . . .
    /// 3 1 . . . . . . .
    /// 2 1 . . . . . . .
    /// 1 1 . . . . . . .
    ///   a b c d e f g h
    /// ```
    pub const FILE_A: u64 = 0x0101_0101_0101_0101;
    /// Every square except the a-file: the guard of shifts that would carry bits off this edge.
    ///
    /// ```text
    /// 8 . 1 1 1 1 1 1 1
    /// 7 . 1 1 1 1 1 1 1
    /// 6 . 1 1 1 1 1 1 1
    /// 5 . 1 1 1 1 1 1 1
    /// 4 . 1 1 1 1 1 1 1
    /// 3 . 1 1 1 1 1 1 1
    /// 2 . 1 1 1 1 1 1 1
    /// 1 . 1 1 1 1 1 1 1
    ///   a b c d e f g h
    /// ```
    pub const NOT_FILE_A: u64 = 0xfefe_fefe_fefe_fefe;
    /// The b-file.
    ///
    /// ```text
    /// 8 . 1 . . . . . .
    /// 7 . 1 . . . . . .
    /// 6 . 1 . . . . . .
    /// 5 . 1 . . . . . .
    /// 4 . 1 . . . . . .
    /// 3 . 1 . . . . . .
    /// 2 . 1 . . . . . .
    /// 1 . 1 . . . . . .
    ///   a b c d e f g h
    /// ```
    pub const FILE_B: u64 = 0x0202_0202_0202_0202;
    /// Every square except the b-file: the guard of shifts that would carry bits off this edge.
    ///
    /// ```text
    /// 8 1 . 1 1 1 1 1 1
    /// 7 1 . 1 1 1 1 1 1
    /// 6 1 . 1 1 1 1 1 1
    /// 5 1 . 1 1 1 1 1 1
    /// 4 1 . 1 1 1 1 1 1
    /// 3 1 . 1 1 1 1 1 1
    /// 2 1 . 1 1 1 1 1 1
    /// 1 1 . 1 1 1 1 1 1
    ///   a b c d e f g h
    /// ```
    pub const NOT_FILE_B: u64 = 0xfdfd_fdfd_fdfd_fdfd;
    /// The c-file.
    ///
    /// ```text
    /// 8 . . 1 . . . . .
    /// 7 . . 1 . . . . .
    /// 6 . . 1 . . . . .
    /// 5 . . 1 . . . . .
    /// 4 . . 1 . . . . .
    /// 3 . . 1 . . . . .
    /// 2 . . 1 . . . . .
    /// 1 . . 1 . . . . .
    ///   a b c d e f g h
    /// ```
    pub const FILE_C: u64 = 0x0404_0404_0404_0404;
    /// Every square except the c-file: the guard of shifts that would carry bits off this edge.
    ///
    /// ```text
    /// 8 1 1 . 1 1 1 1 1
    /// 7 1 1 . 1 1 1 1 1
    /// 6 1 1 . 1 1 1 1 1
    /// 5 1 1 . 1 1 1 1 1
    /// 4 1 1 . 1 1 1 1 1
    /// 3 1 1 . 1 1 1 1 1
    /// 2 1 1 . 1 1 1 1 1
    /// 1 1 1 . 1 1 1 1 1
    ///   a b c d e f g h
    /// ```
    pub const NOT_FILE_C: u64 = 0xfbfb_fbfb_fbfb_fbfb;
    /// The d-file.
    ///
    /// ```text
    /// 8 . . . 1 . . . .
    /// 7 . . . 1 . . . .
    /// 6 . . . 1 . . . .
    /// 5 . . . 1 . . . .
    /// 4 . . . 1 . . . .
    /// 3 . . . 1 . . . .
    /// 2 . . . 1 . . . .
    /// 1 . . . 1 . . . .
    ///   a b c d e f g h
    /// ```
    pub const FILE_D: u64 = 0x0808_0808_0808_0808;
    /// Every square except the d-file: the guard of shifts that would carry bits off this edge.
    ///
    /// ```text
    /// 8 1 1 1 . 1 1 1 1
    /// 7 1 1 1 . 1 1 1 1
    /// 6 1 1 1 . 1 1 1 1
    /// 5 1 1 1 . 1 1 1 1
    /// 4 1 1 1 . 1 1 1 1
    /// 3 1 1 1 . 1 1 1 1
    /// 2 1 1 1 . 1 1 1 1
    /// 1 1 1 1 . 1 1 1 1
    ///   a b c d e f g h
    /// ```
    pub const NOT_FILE_D: u64 = 0xf7f7_f7f7_f7f7_f7f7;
    /// The e-file.
    ///
    /// ```text
    /// 8 . . . . 1 . . .
    /// 7 . . . . 1 . . .
    /// 6 . . . . 1 . . .
    /// 5 . . . . 1 . . .
    /// 4 . . . . 1 . . .
    /// 3 . . . . 1 . . .
    /// 2 . . . . 1 . . .
    /// 1 . . . . 1 . . .
    ///   a b c d e f g h
    /// ```
    pub const FILE_E: u64 = 0x1010_1010_1010_1010;
    /// Every square except the e-file: the guard of shifts that would carry bits off this edge.
    ///
    /// ```text
    /// 8 1 1 1 1 . 1 1 1
    /// 7 1 1 1 1 . 1 1 1
    /// 6 1 1 1 1 . 1 1 1
    /// 5 1 1 1 1 . 1 1 1
    /// 4 1 1 1 1 . 1 1 1
    /// 3 1 1 1 1 . 1 1 1
    /// 2 1 1 1 1 . 1 1 1
    /// 1 1 1 1 1 . 1 1 1
    ///   a b c d e f g h
    /// ```
    pub const NOT_FILE_E: u64 = 0xefef_efef_efef_efef;
    /// The f-file.
    ///
    /// ```text
    /// 8 . . . . . 1 . .
    /// 7 . . . . . 1 . .
    /// 6 . . . . . 1 . .
    /// 5 . . . . . 1 . .
    /// 4 . . . . . 1 . .
    /// 3 . . . . . 1 . .
    /// 2 . . . . . 1 . .
    /// 1 . . . . . 1 . .
    ///   a b c d e f g h
    /// ```
    pub const FILE_F: u64 = 0x2020_2020_2020_2020;
    /// Every square except the f-file: the guard of shifts that would carry bits off this edge.
    ///
    /// ```text
    /// 8 1 1 1 1 1 . 1 1
    /// 7 1 1 1 1 1 . 1 1
    /// 6 1 1 1 1 1 . 1 1
    /// 5 1 1 1 1 1 . 1 1
    /// 4 1 1 1 1 1 . 1 1
    /// 3 1 1 1 1 1 . 1 1
    /// 2 1 1 1 1 1 . 1 1
    /// 1 1 1 1 1 1 . 1 1
    ///   a b c d e f g h
    /// ```
    pub const NOT_FILE_F: u64 = 0xdfdf_dfdf_dfdf_dfdf;
    /// The g-file.
    ///
    /// ```text
    /// 8 . . . . . . 1 .
    /// 7 . . . . . . 1 .
    /// 6 . . . . . . 1 .
    /// 5 . . . . . . 1 .
    /// 4 . . . . . . 1 .
    /// 3 . . . . . . 1 .
    /// 2 . . . . . . 1 .
    /// 1 . . . . . . 1 .
    ///   a b c d e f g h
    /// ```
    pub const FILE_G: u64 = 0x4040_4040_4040_4040;
    /// Every square except the g-file: the guard of shifts that would carry bits off this edge.
    ///
    /// ```text
    /// 8 1 1 1 1 1 1 . 1
    /// 7 1 1 1 1 1 1 . 1
    /// 6 1 1 1 1 1 1 . 1
    /// 5 1 1 1 1 1 1 . 1
    /// 4 1 1 1 1 1 1 . 1
    /// 3 1 1 1 1 1 1 . 1
    /// 2 1 1 1 1 1 1 . 1
    /// 1 1 1 1 1 1 1 . 1
    ///   a b c d e f g h
    /// ```
    pub const NOT_FILE_G: u64 = 0xbfbf_bfbf_bfbf_bfbf;
    /// The h-file.
    ///
    /// ```text
    /// 8 . . . . . . . 1
    /// 7 . . . . . . . 1
    /// 6 . . . . . . . 1
    /// 5 . . . . . . . 1
    /// 4 . . . . . . . 1
    /// 3 . . . . . . . 1
    /// 2 . . . . . . . 1
    /// 1 . . . . . . . 1
    ///   a b c d e f g h
    /// ```
    pub const FILE_H: u64 = 0x8080_8080_8080_8080;
    /// Every square except the h-file: the guard of shifts that would carry bits off this edge.
    ///
    /// ```text
    /// 8 1 1 1 1 1 1 1 .
    /// 7 1 1 1 1 1 1 1 .
    /// 6 1 1 1 1 1 1 1 .
    /// 5 1 1 1 1 1 1 1 .
    /// 4 1 1 1 1 1 1 1 .
    /// 3 1 1 1 1 1 1 1 .
    /// 2 1 1 1 1 1 1 1 .
    /// 1 1 1 1 1 1 1 1 .
    ///   a b c d e f g h
    /// ```
    pub const NOT_FILE_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    /// Rank 1.
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 . . . . . . . .
    /// 6 . . . . . . . .
    /// 5 . . . . . . . .
    /// 4 . . . . . . . .
    /// 3 . . . . . . . .
    /// 2 . . . . . . . .
    /// 1 1 1 1 1 1 1 1 1
    ///   a b c d e f g h
    /// ```
    pub const RANK_1: u64 = 0x0000_0000_0000_00ff;
    /// Rank 2.
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 . . . . . . . .
    /// 6 . . . . . . . .
    /// 5 . . . . . . . .
    /// 4 . . . . . . . .
    /// 3 . . . . . . . .
    /// 2 1 1 1 1 1 1 1 1
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    pub const RANK_2: u64 = 0x0000_0000_0000_ff00;
    /// Rank 3.
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 . . . . . . . .
    /// 6 . . . . . . . .
    /// 5 . . . . . . . .
    /// 4 . . . . . . . .
    /// 3 1 1 1 1 1 1 1 1
    /// 2 . . . . . . . .
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    pub const RANK_3: u64 = 0x0000_0000_00ff_0000;
    /// Rank 4.
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 . . . . . . . .
    /// 6 . . . . . . . .
    /// 5 . . . . . . . .
    /// 4 1 1 1 1 1 1 1 1
    /// 3 . . . . . . . .
    /// 2 . . . . . . . .
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    pub const RANK_4: u64 = 0x0000_0000_ff00_0000;
    /// Rank 5.
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 . . . . . . . .
    /// 6 . . . . . . . .
    /// 5 1 1 1 1 1 1 1 1
    /// 4 . . . . . . . .
    /// 3 . . . . . . . .
    /// 2 . . . . . . . .
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    pub const RANK_5: u64 = 0x0000_00ff_0000_0000;
    /// Rank 6.
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 . . . . . . . .
    /// 6 1 1 1 1 1 1 1 1
    /// 5 . . . . . . . .
    /// 4 . . . . . . . .
    /// 3 . . . . . . . .
    /// 2 . . . . . . . .
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    pub const RANK_6: u64 = 0x0000_ff00_0000_0000;
    /// Rank 7.
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 1 1 1 1 1 1 1 1
    /// 6 . . . . . . . .
    /// 5 . . . . . . . .
    /// 4 . . . . . . . .
    /// 3 . . . . . . . .
    /// 2 . . . . . . . .
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    pub const RANK_7: u64 = 0x00ff_0000_0000_0000;
    /// Rank 8.
    ///
    /// ```text
    /// 8 1 1 1 1 1 1 1 1
    /// 7 . . . . . . . .
    /// 6 . . . . . . . .
    /// 5 . . . . . . . .
    /// 4 . . . . . . . .
    /// 3 . . . . . . . .
    /// 2 . . . . . . . .
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    pub const RANK_8: u64 = 0xff00_0000_0000_0000;
    /// The files, a-file first.
    pub const FILES: [u64; 8] = [
        FILE_A,
        FILE_B,
        FILE_C,
        FILE_D,
        FILE_E,
        FILE_F,
        FILE_G,
        FILE_H,
    ];
    /// The ranks, rank 1 first.
    pub const RANKS: [u64; 8] = [
        RANK_1,
        RANK_2,
        RANK_3,
        RANK_4,
        RANK_5,
        RANK_6,
        RANK_7,
        RANK_8,
    ];
    /// The pieces a pawn of this module can promote to, as named in the spec.
    #[derive(
        ::core::clone::Clone,
        ::core::marker::Copy,
        ::core::fmt::Debug,
        ::core::cmp::PartialEq,
        ::core::cmp::Eq,
        ::core::hash::Hash,
    )]
    pub enum PromotionPiece {
        /// `queen` in the spec.
        Queen,
        /// `rook` in the spec.
        Rook,
        /// `bishop` in the spec.
        Bishop,
        /// `knight` in the spec.
        Knight,
    }
    impl PromotionPiece {
        /// Every promotion piece, in the order the spec first names them.
        pub const ALL: [PromotionPiece; 4] = [
            PromotionPiece::Queen,
            PromotionPiece::Rook,
            PromotionPiece::Bishop,
            PromotionPiece::Knight,
        ];
        /// The piece's name as written in the spec.
        #[must_use]
        pub const fn name(self) -> &'static str {
            match self {
                PromotionPiece::Queen => "queen",
                PromotionPiece::Rook => "rook",
                PromotionPiece::Bishop => "bishop",
                PromotionPiece::Knight => "knight",
            }
        }
        /// The most of this piece a side may have (`queen(1)` in the spec),
        /// if the spec limits it: promotion to it is allowed only while the
        /// side has fewer.
        #[must_use]
        pub const fn limit(self) -> ::core::option::Option<u8> {
            const LIMITS: [::core::option::Option<u8>; 4] = [
                ::core::option::Option::None,
                ::core::option::Option::None,
                ::core::option::Option::None,
                ::core::option::Option::None,
            ];
            LIMITS[self as usize]
        }
        /// The piece with index `index` in [`PromotionPiece::ALL`].
        #[must_use]
        pub const fn from_index(index: u8) -> ::core::option::Option<PromotionPiece> {
            match index {
                0 => ::core::option::Option::Some(PromotionPiece::Queen),
                1 => ::core::option::Option::Some(PromotionPiece::Rook),
                2 => ::core::option::Option::Some(PromotionPiece::Bishop),
                3 => ::core::option::Option::Some(PromotionPiece::Knight),
                _ => ::core::option::Option::None,
            }
        }
    }
    /// Pawn rules of white, whose pawns move north.
    pub mod white {
        /// Start squares of the `double_push` rule (rank 2).
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . . . . . . .
        /// 4 . . . . . . . .
        /// 3 . . . . . . . .
        /// 2 1 1 1 1 1 1 1 1
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        pub const DOUBLE_PUSH_FROM: u64 = super::RANK_2;
        /// Squares where a white pawn must promote (rank 8).
        ///
        /// ```text
        /// 8 1 1 1 1 1 1 1 1
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . . . . . . .
        /// 4 . . . . . . . .
        /// 3 . . . . . . . .
        /// 2 . . . . . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        pub const PROMOTION_ZONE: u64 = super::RANK_8;
        /// The pieces a pawn must promote to in [`PROMOTION_ZONE`], one move each.
        pub const PROMOTION_PIECES: [super::PromotionPiece; 4] = [
            super::PromotionPiece::Queen,
            super::PromotionPiece::Rook,
            super::PromotionPiece::Bishop,
            super::PromotionPiece::Knight,
        ];
        /// Squares white pawns reach by `single_push` onto empty squares.
        ///
        /// On an empty board, from the pawn `P`:
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . . x . . . .
        /// 4 . . . P . . . .
        /// 3 . . . . . . . .
        /// 2 . . . . . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        ///
        /// Rule: `push 1 north`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `empty`: the empty squares
        #[inline]
        #[must_use]
        pub const fn single_push_targets(pawns: u64, empty: u64) -> u64 {
            (pawns << 8) & empty
        }
        /// The white pawns able to make the `single_push` move: the source squares of [`single_push_targets`].
        ///
        /// Rule: `push 1 north`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `empty`: the empty squares
        #[inline]
        #[must_use]
        pub const fn pawns_able_to_push(pawns: u64, empty: u64) -> u64 {
            pawns & (empty >> 8)
        }
        /// Squares white pawns reach by `double_push` onto empty squares, every passed square empty too.
        ///
        /// On an empty board, from the pawn `P`:
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . . . . . . .
        /// 4 . . . x . . . .
        /// 3 . . . . . . . .
        /// 2 . . . P . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        ///
        /// Rule: `push 2 north from rank 2 en_passant`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `empty`: the empty squares
        #[inline]
        #[must_use]
        pub const fn double_push_targets(pawns: u64, empty: u64) -> u64 {
            (((pawns << 8) & empty & (DOUBLE_PUSH_FROM << 8)) << 8) & empty
        }
        /// The white pawns able to make the `double_push` move: the source squares of [`double_push_targets`].
        ///
        /// Rule: `push 2 north from rank 2 en_passant`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `empty`: the empty squares
        #[inline]
        #[must_use]
        pub const fn pawns_able_to_double_push(pawns: u64, empty: u64) -> u64 {
            pawns & DOUBLE_PUSH_FROM & (((empty >> 8) & empty) >> 8)
        }
        /// The squares a `double_push` move from `from` to `to` passes over: the en-passant squares it creates. Pass one move (one bit in each).
        ///
        /// Rule: `push 2 north from rank 2 en_passant`.
        ///
        /// # Arguments
        ///
        /// - `from`: the moving pawn's square
        /// - `to`: its target square
        #[inline]
        #[must_use]
        pub const fn double_push_passed_squares(from: u64, to: u64) -> u64 {
            (from << 8) & (to >> 8)
        }
        /// Enemy squares white pawns capture on by `north_west`.
        ///
        /// On an empty board, from the pawn `P`:
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . x . . . . .
        /// 4 . . . P . . . .
        /// 3 . . . . . . . .
        /// 2 . . . . . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        ///
        /// Rule: `capture north_west`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `enemies`: the enemy's pieces
        #[inline]
        #[must_use]
        pub const fn north_west_captures(pawns: u64, enemies: u64) -> u64 {
            ((pawns & super::NOT_FILE_A) << 7) & enemies
        }
        /// The white pawns able to capture by `north_west`: the source squares of [`north_west_captures`].
        ///
        /// Rule: `capture north_west`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `enemies`: the enemy's pieces
        #[inline]
        #[must_use]
        pub const fn pawns_able_to_capture_north_west(pawns: u64, enemies: u64) -> u64 {
            pawns & ((enemies & super::NOT_FILE_H) >> 7)
        }
        /// Enemy squares white pawns capture on by `north_east`.
        ///
        /// On an empty board, from the pawn `P`:
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . . . x . . .
        /// 4 . . . P . . . .
        /// 3 . . . . . . . .
        /// 2 . . . . . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        ///
        /// Rule: `capture north_east`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `enemies`: the enemy's pieces
        #[inline]
        #[must_use]
        pub const fn north_east_captures(pawns: u64, enemies: u64) -> u64 {
            ((pawns & super::NOT_FILE_H) << 9) & enemies
        }
        /// The white pawns able to capture by `north_east`: the source squares of [`north_east_captures`].
        ///
        /// Rule: `capture north_east`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `enemies`: the enemy's pieces
        #[inline]
        #[must_use]
        pub const fn pawns_able_to_capture_north_east(pawns: u64, enemies: u64) -> u64 {
            pawns & ((enemies & super::NOT_FILE_A) >> 9)
        }
        /// Every square white pawns attack, whatever stands there (the union of every capturing rule's shifts).
        ///
        /// A pawn `P` attacks the squares `x`:
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . x . x . . .
        /// 4 . . . P . . . .
        /// 3 . . . . . . . .
        /// 2 . . . . . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        #[inline]
        #[must_use]
        pub const fn attacks(pawns: u64) -> u64 {
            ((pawns & super::NOT_FILE_A) << 7) | ((pawns & super::NOT_FILE_H) << 9)
        }
        /// En-passant squares white pawns capture onto by their `capture` rules.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `en_passant`: the en-passant squares
        #[inline]
        #[must_use]
        pub const fn en_passant_captures(pawns: u64, en_passant: u64) -> u64 {
            (((pawns & super::NOT_FILE_A) << 7) | ((pawns & super::NOT_FILE_H) << 9))
                & en_passant
        }
        /// The white pawns able to capture onto an en-passant square.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `en_passant`: the en-passant squares
        #[inline]
        #[must_use]
        pub const fn pawns_able_to_capture_en_passant(
            pawns: u64,
            en_passant: u64,
        ) -> u64 {
            pawns
                & (((en_passant & super::NOT_FILE_H) >> 7)
                    | ((en_passant & super::NOT_FILE_A) >> 9))
        }
        /// Splits target squares of white pawns by promotion: where a move must promote, where it may, and where it cannot.
        ///
        /// # Arguments
        ///
        /// - `targets`: target squares of any of the side's moves
        #[inline]
        #[must_use]
        pub const fn promotion_split(targets: u64) -> ::pawnshift::PromotionSplit<u64> {
            ::pawnshift::PromotionSplit {
                mandatory: targets & PROMOTION_ZONE,
                optional: 0,
                plain: targets & (super::BOARD ^ PROMOTION_ZONE),
            }
        }
        /// The side's move rules as data, in spec order, for code that walks
        /// them generically.
        pub const RULES: [::pawnshift::Rule<u64>; 4] = [
            ::pawnshift::Rule {
                name: "single_push",
                spec: "push 1 north",
                kind: ::pawnshift::RuleKind::Push {
                    steps: 1,
                    en_passant: false,
                },
                directions: &[(0, 1)],
                quiet: ::core::option::Option::Some(single_push_targets),
                capture: ::core::option::Option::None,
            },
            ::pawnshift::Rule {
                name: "double_push",
                spec: "push 2 north from rank 2 en_passant",
                kind: ::pawnshift::RuleKind::Push {
                    steps: 2,
                    en_passant: true,
                },
                directions: &[(0, 1)],
                quiet: ::core::option::Option::Some(double_push_targets),
                capture: ::core::option::Option::None,
            },
            ::pawnshift::Rule {
                name: "north_west",
                spec: "capture north_west",
                kind: ::pawnshift::RuleKind::Capture,
                directions: &[(-1, 1)],
                quiet: ::core::option::Option::None,
                capture: ::core::option::Option::Some(north_west_captures),
            },
            ::pawnshift::Rule {
                name: "north_east",
                spec: "capture north_east",
                kind: ::pawnshift::RuleKind::Capture,
                directions: &[(1, 1)],
                quiet: ::core::option::Option::None,
                capture: ::core::option::Option::Some(north_east_captures),
            },
        ];
        /// This side's functions as data, for code that works on any variant.
        pub const SIDE: ::pawnshift::SideRules<u64> = ::pawnshift::SideRules {
            color: ::pawnshift::Color::White,
            rules: &RULES,
            attacks: ::core::option::Option::Some(attacks),
            en_passant_captures: ::core::option::Option::Some(en_passant_captures),
            promotion_split: ::core::option::Option::Some(promotion_split),
            promotion_pieces: &["queen", "rook", "bishop", "knight"],
            optional_promotion_pieces: &[],
            attack_table: &ATTACKS,
            push_table: &PUSHES,
            generate: generate_dyn,
        };
        /// Every white pawn move, serialised into `sink` one [`PawnMove`](::pawnshift::PawnMove) at a time, rule by rule and direction by direction; nothing is allocated.
        ///
        /// - `pawns`: the side's pawns (a subset of `own`)
        /// - `own`, `enemies`: every piece of each side
        /// - `en_passant`: the en-passant squares the opponent's last move created
        ///
        /// A move into a mandatory promotion zone comes once per piece of
        /// [`PROMOTION_PIECES`]; into an optional zone, once without promoting and
        /// once per piece. Legality (checks, pins) is the caller's business.
        #[inline]
        pub fn generate<
            F: ::core::ops::FnMut(::pawnshift::PawnMove<u64>) + ?::core::marker::Sized,
        >(pawns: u64, own: u64, enemies: u64, en_passant: u64, sink: &mut F) {
            generate_with_pieces(pawns, own, enemies, en_passant, u32::MAX, sink);
        }
        /// [`generate`], promoting only to the pieces whose bit is set in
        /// `pieces` (bit `i` = `PromotionPiece::ALL[i]`): for variants that limit
        /// how many of a piece a side may have.
        #[inline]
        pub fn generate_with_pieces<
            F: ::core::ops::FnMut(::pawnshift::PawnMove<u64>) + ?::core::marker::Sized,
        >(
            pawns: u64,
            own: u64,
            enemies: u64,
            en_passant: u64,
            pieces: u32,
            sink: &mut F,
        ) {
            let empty = !(own | enemies);
            ::pawnshift::__private::serialise(
                promotion_split((pawns << 8) & empty),
                8,
                ::pawnshift::MoveKind::Quiet,
                ::core::option::Option::None,
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
            ::pawnshift::__private::serialise(
                ::pawnshift::PromotionSplit {
                    mandatory: 0,
                    optional: 0,
                    plain: (((pawns << 8) & empty & (DOUBLE_PUSH_FROM << 8)) << 8)
                        & empty,
                },
                16,
                ::pawnshift::MoveKind::Quiet,
                ::core::option::Option::Some(double_push_passed_squares),
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
            ::pawnshift::__private::serialise(
                promotion_split(((pawns & super::NOT_FILE_A) << 7) & enemies),
                7,
                ::pawnshift::MoveKind::Capture,
                ::core::option::Option::None,
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
            ::pawnshift::__private::serialise(
                promotion_split(((pawns & super::NOT_FILE_A) << 7) & en_passant),
                7,
                ::pawnshift::MoveKind::EnPassant,
                ::core::option::Option::None,
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
            ::pawnshift::__private::serialise(
                promotion_split(((pawns & super::NOT_FILE_H) << 9) & enemies),
                9,
                ::pawnshift::MoveKind::Capture,
                ::core::option::Option::None,
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
            ::pawnshift::__private::serialise(
                promotion_split(((pawns & super::NOT_FILE_H) << 9) & en_passant),
                9,
                ::pawnshift::MoveKind::EnPassant,
                ::core::option::Option::None,
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
        }
        /// [`generate_with_pieces`] behind a `dyn` sink, for [`SIDE`].
        fn generate_dyn(
            pawns: u64,
            own: u64,
            enemies: u64,
            en_passant: u64,
            pieces: u32,
            sink: &mut dyn ::core::ops::FnMut(::pawnshift::PawnMove<u64>),
        ) {
            generate_with_pieces(pawns, own, enemies, en_passant, pieces, sink);
        }
        /// `ATTACKS[square]` is [`attacks`] of a single pawn on `square`,
        /// computed at compile time.
        pub static ATTACKS: [u64; super::SQUARES] = {
            let mut table = [0; super::SQUARES];
            let mut square = 0;
            while square < super::SQUARES {
                table[square] = attacks(1 << square);
                square += 1;
            }
            table
        };
        /// `PUSHES[square]` is every square a single pawn on `square` moves to on an empty board (the union of [`single_push_targets`], [`double_push_targets`]), computed at compile time.
        pub static PUSHES: [u64; super::SQUARES] = {
            let mut table = [0; super::SQUARES];
            let mut square = 0;
            while square < super::SQUARES {
                table[square] = single_push_targets(1 << square, super::BOARD)
                    | double_push_targets(1 << square, super::BOARD);
                square += 1;
            }
            table
        };
    }
    /// Pawn rules of black, whose pawns move south.
    ///
    /// Derived with `black mirrors white`: every rule of white with its ranks reflected.
    pub mod black {
        /// Start squares of the `double_push` rule (rank 7).
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 1 1 1 1 1 1 1 1
        /// 6 . . . . . . . .
        /// 5 . . . . . . . .
        /// 4 . . . . . . . .
        /// 3 . . . . . . . .
        /// 2 . . . . . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        pub const DOUBLE_PUSH_FROM: u64 = super::RANK_7;
        /// Squares where a black pawn must promote (rank 1).
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . . . . . . .
        /// 4 . . . . . . . .
        /// 3 . . . . . . . .
        /// 2 . . . . . . . .
        /// 1 1 1 1 1 1 1 1 1
        ///   a b c d e f g h
        /// ```
        pub const PROMOTION_ZONE: u64 = super::RANK_1;
        /// The pieces a pawn must promote to in [`PROMOTION_ZONE`], one move each.
        pub const PROMOTION_PIECES: [super::PromotionPiece; 4] = [
            super::PromotionPiece::Queen,
            super::PromotionPiece::Rook,
            super::PromotionPiece::Bishop,
            super::PromotionPiece::Knight,
        ];
        /// Squares black pawns reach by `single_push` onto empty squares.
        ///
        /// On an empty board, from the pawn `P`:
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . . . . . . .
        /// 4 . . . P . . . .
        /// 3 . . . x . . . .
        /// 2 . . . . . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        ///
        /// Rule: `push 1 south`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `empty`: the empty squares
        #[inline]
        #[must_use]
        pub const fn single_push_targets(pawns: u64, empty: u64) -> u64 {
            (pawns >> 8) & empty
        }
        /// The black pawns able to make the `single_push` move: the source squares of [`single_push_targets`].
        ///
        /// Rule: `push 1 south`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `empty`: the empty squares
        #[inline]
        #[must_use]
        pub const fn pawns_able_to_push(pawns: u64, empty: u64) -> u64 {
            pawns & (empty << 8)
        }
        /// Squares black pawns reach by `double_push` onto empty squares, every passed square empty too.
        ///
        /// On an empty board, from the pawn `P`:
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . P . . . .
        /// 6 . . . . . . . .
        /// 5 . . . x . . . .
        /// 4 . . . . . . . .
        /// 3 . . . . . . . .
        /// 2 . . . . . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        ///
        /// Rule: `push 2 south from rank 7 en_passant`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `empty`: the empty squares
        #[inline]
        #[must_use]
        pub const fn double_push_targets(pawns: u64, empty: u64) -> u64 {
            (((pawns >> 8) & empty & (DOUBLE_PUSH_FROM >> 8)) >> 8) & empty
        }
        /// The black pawns able to make the `double_push` move: the source squares of [`double_push_targets`].
        ///
        /// Rule: `push 2 south from rank 7 en_passant`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `empty`: the empty squares
        #[inline]
        #[must_use]
        pub const fn pawns_able_to_double_push(pawns: u64, empty: u64) -> u64 {
            pawns & DOUBLE_PUSH_FROM & (((empty << 8) & empty) << 8)
        }
        /// The squares a `double_push` move from `from` to `to` passes over: the en-passant squares it creates. Pass one move (one bit in each).
        ///
        /// Rule: `push 2 south from rank 7 en_passant`.
        ///
        /// # Arguments
        ///
        /// - `from`: the moving pawn's square
        /// - `to`: its target square
        #[inline]
        #[must_use]
        pub const fn double_push_passed_squares(from: u64, to: u64) -> u64 {
            (from >> 8) & (to << 8)
        }
        /// Enemy squares black pawns capture on by `south_west`.
        ///
        /// On an empty board, from the pawn `P`:
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . . . . . . .
        /// 4 . . . P . . . .
        /// 3 . . x . . . . .
        /// 2 . . . . . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        ///
        /// Rule: `capture south_west`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `enemies`: the enemy's pieces
        #[inline]
        #[must_use]
        pub const fn south_west_captures(pawns: u64, enemies: u64) -> u64 {
            ((pawns & super::NOT_FILE_A) >> 9) & enemies
        }
        /// The black pawns able to capture by `south_west`: the source squares of [`south_west_captures`].
        ///
        /// Rule: `capture south_west`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `enemies`: the enemy's pieces
        #[inline]
        #[must_use]
        pub const fn pawns_able_to_capture_south_west(pawns: u64, enemies: u64) -> u64 {
            pawns & ((enemies & super::NOT_FILE_H) << 9)
        }
        /// Enemy squares black pawns capture on by `south_east`.
        ///
        /// On an empty board, from the pawn `P`:
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . . . . . . .
        /// 4 . . . P . . . .
        /// 3 . . . . x . . .
        /// 2 . . . . . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        ///
        /// Rule: `capture south_east`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `enemies`: the enemy's pieces
        #[inline]
        #[must_use]
        pub const fn south_east_captures(pawns: u64, enemies: u64) -> u64 {
            ((pawns & super::NOT_FILE_H) >> 7) & enemies
        }
        /// The black pawns able to capture by `south_east`: the source squares of [`south_east_captures`].
        ///
        /// Rule: `capture south_east`.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `enemies`: the enemy's pieces
        #[inline]
        #[must_use]
        pub const fn pawns_able_to_capture_south_east(pawns: u64, enemies: u64) -> u64 {
            pawns & ((enemies & super::NOT_FILE_A) << 7)
        }
        /// Every square black pawns attack, whatever stands there (the union of every capturing rule's shifts).
        ///
        /// A pawn `P` attacks the squares `x`:
        ///
        /// ```text
        /// 8 . . . . . . . .
        /// 7 . . . . . . . .
        /// 6 . . . . . . . .
        /// 5 . . . . . . . .
        /// 4 . . . P . . . .
        /// 3 . . x . x . . .
        /// 2 . . . . . . . .
        /// 1 . . . . . . . .
        ///   a b c d e f g h
        /// ```
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        #[inline]
        #[must_use]
        pub const fn attacks(pawns: u64) -> u64 {
            ((pawns & super::NOT_FILE_A) >> 9) | ((pawns & super::NOT_FILE_H) >> 7)
        }
        /// En-passant squares black pawns capture onto by their `capture` rules.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `en_passant`: the en-passant squares
        #[inline]
        #[must_use]
        pub const fn en_passant_captures(pawns: u64, en_passant: u64) -> u64 {
            (((pawns & super::NOT_FILE_A) >> 9) | ((pawns & super::NOT_FILE_H) >> 7))
                & en_passant
        }
        /// The black pawns able to capture onto an en-passant square.
        ///
        /// # Arguments
        ///
        /// - `pawns`: the side's pawns
        /// - `en_passant`: the en-passant squares
        #[inline]
        #[must_use]
        pub const fn pawns_able_to_capture_en_passant(
            pawns: u64,
            en_passant: u64,
        ) -> u64 {
            pawns
                & (((en_passant & super::NOT_FILE_H) << 9)
                    | ((en_passant & super::NOT_FILE_A) << 7))
        }
        /// Splits target squares of black pawns by promotion: where a move must promote, where it may, and where it cannot.
        ///
        /// # Arguments
        ///
        /// - `targets`: target squares of any of the side's moves
        #[inline]
        #[must_use]
        pub const fn promotion_split(targets: u64) -> ::pawnshift::PromotionSplit<u64> {
            ::pawnshift::PromotionSplit {
                mandatory: targets & PROMOTION_ZONE,
                optional: 0,
                plain: targets & (super::BOARD ^ PROMOTION_ZONE),
            }
        }
        /// The side's move rules as data, in spec order, for code that walks
        /// them generically.
        pub const RULES: [::pawnshift::Rule<u64>; 4] = [
            ::pawnshift::Rule {
                name: "single_push",
                spec: "push 1 south",
                kind: ::pawnshift::RuleKind::Push {
                    steps: 1,
                    en_passant: false,
                },
                directions: &[(0, -1)],
                quiet: ::core::option::Option::Some(single_push_targets),
                capture: ::core::option::Option::None,
            },
            ::pawnshift::Rule {
                name: "double_push",
                spec: "push 2 south from rank 7 en_passant",
                kind: ::pawnshift::RuleKind::Push {
                    steps: 2,
                    en_passant: true,
                },
                directions: &[(0, -1)],
                quiet: ::core::option::Option::Some(double_push_targets),
                capture: ::core::option::Option::None,
            },
            ::pawnshift::Rule {
                name: "south_west",
                spec: "capture south_west",
                kind: ::pawnshift::RuleKind::Capture,
                directions: &[(-1, -1)],
                quiet: ::core::option::Option::None,
                capture: ::core::option::Option::Some(south_west_captures),
            },
            ::pawnshift::Rule {
                name: "south_east",
                spec: "capture south_east",
                kind: ::pawnshift::RuleKind::Capture,
                directions: &[(1, -1)],
                quiet: ::core::option::Option::None,
                capture: ::core::option::Option::Some(south_east_captures),
            },
        ];
        /// This side's functions as data, for code that works on any variant.
        pub const SIDE: ::pawnshift::SideRules<u64> = ::pawnshift::SideRules {
            color: ::pawnshift::Color::Black,
            rules: &RULES,
            attacks: ::core::option::Option::Some(attacks),
            en_passant_captures: ::core::option::Option::Some(en_passant_captures),
            promotion_split: ::core::option::Option::Some(promotion_split),
            promotion_pieces: &["queen", "rook", "bishop", "knight"],
            optional_promotion_pieces: &[],
            attack_table: &ATTACKS,
            push_table: &PUSHES,
            generate: generate_dyn,
        };
        /// Every black pawn move, serialised into `sink` one [`PawnMove`](::pawnshift::PawnMove) at a time, rule by rule and direction by direction; nothing is allocated.
        ///
        /// - `pawns`: the side's pawns (a subset of `own`)
        /// - `own`, `enemies`: every piece of each side
        /// - `en_passant`: the en-passant squares the opponent's last move created
        ///
        /// A move into a mandatory promotion zone comes once per piece of
        /// [`PROMOTION_PIECES`]; into an optional zone, once without promoting and
        /// once per piece. Legality (checks, pins) is the caller's business.
        #[inline]
        pub fn generate<
            F: ::core::ops::FnMut(::pawnshift::PawnMove<u64>) + ?::core::marker::Sized,
        >(pawns: u64, own: u64, enemies: u64, en_passant: u64, sink: &mut F) {
            generate_with_pieces(pawns, own, enemies, en_passant, u32::MAX, sink);
        }
        /// [`generate`], promoting only to the pieces whose bit is set in
        /// `pieces` (bit `i` = `PromotionPiece::ALL[i]`): for variants that limit
        /// how many of a piece a side may have.
        #[inline]
        pub fn generate_with_pieces<
            F: ::core::ops::FnMut(::pawnshift::PawnMove<u64>) + ?::core::marker::Sized,
        >(
            pawns: u64,
            own: u64,
            enemies: u64,
            en_passant: u64,
            pieces: u32,
            sink: &mut F,
        ) {
            let empty = !(own | enemies);
            ::pawnshift::__private::serialise(
                promotion_split((pawns >> 8) & empty),
                -8,
                ::pawnshift::MoveKind::Quiet,
                ::core::option::Option::None,
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
            ::pawnshift::__private::serialise(
                ::pawnshift::PromotionSplit {
                    mandatory: 0,
                    optional: 0,
                    plain: (((pawns >> 8) & empty & (DOUBLE_PUSH_FROM >> 8)) >> 8)
                        & empty,
                },
                -16,
                ::pawnshift::MoveKind::Quiet,
                ::core::option::Option::Some(double_push_passed_squares),
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
            ::pawnshift::__private::serialise(
                promotion_split(((pawns & super::NOT_FILE_A) >> 9) & enemies),
                -9,
                ::pawnshift::MoveKind::Capture,
                ::core::option::Option::None,
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
            ::pawnshift::__private::serialise(
                promotion_split(((pawns & super::NOT_FILE_A) >> 9) & en_passant),
                -9,
                ::pawnshift::MoveKind::EnPassant,
                ::core::option::Option::None,
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
            ::pawnshift::__private::serialise(
                promotion_split(((pawns & super::NOT_FILE_H) >> 7) & enemies),
                -7,
                ::pawnshift::MoveKind::Capture,
                ::core::option::Option::None,
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
            ::pawnshift::__private::serialise(
                promotion_split(((pawns & super::NOT_FILE_H) >> 7) & en_passant),
                -7,
                ::pawnshift::MoveKind::EnPassant,
                ::core::option::Option::None,
                &[0, 1, 2, 3],
                &[],
                pieces,
                sink,
            );
        }
        /// [`generate_with_pieces`] behind a `dyn` sink, for [`SIDE`].
        fn generate_dyn(
            pawns: u64,
            own: u64,
            enemies: u64,
            en_passant: u64,
            pieces: u32,
            sink: &mut dyn ::core::ops::FnMut(::pawnshift::PawnMove<u64>),
        ) {
            generate_with_pieces(pawns, own, enemies, en_passant, pieces, sink);
        }
        /// `ATTACKS[square]` is [`attacks`] of a single pawn on `square`,
        /// computed at compile time.
        pub static ATTACKS: [u64; super::SQUARES] = {
            let mut table = [0; super::SQUARES];
            let mut square = 0;
            while square < super::SQUARES {
                table[square] = attacks(1 << square);
                square += 1;
            }
            table
        };
        /// `PUSHES[square]` is every square a single pawn on `square` moves to on an empty board (the union of [`single_push_targets`], [`double_push_targets`]), computed at compile time.
        pub static PUSHES: [u64; super::SQUARES] = {
            let mut table = [0; super::SQUARES];
            let mut square = 0;
            while square < super::SQUARES {
                table[square] = single_push_targets(1 << square, super::BOARD)
                    | double_push_targets(1 << square, super::BOARD);
                square += 1;
            }
            table
        };
    }
    /// This module as data, for code that works on any variant.
    pub const VARIANT: ::pawnshift::Variant<u64> = ::pawnshift::Variant {
        name: "standard",
        width: WIDTH,
        height: HEIGHT,
        pieces: &[
            ::pawnshift::PieceInfo {
                name: "queen",
                limit: ::core::option::Option::None,
            },
            ::pawnshift::PieceInfo {
                name: "rook",
                limit: ::core::option::Option::None,
            },
            ::pawnshift::PieceInfo {
                name: "bishop",
                limit: ::core::option::Option::None,
            },
            ::pawnshift::PieceInfo {
                name: "knight",
                limit: ::core::option::Option::None,
            },
        ],
        white: ::core::option::Option::Some(&white::SIDE),
        black: ::core::option::Option::Some(&black::SIDE),
    };
    /// Squares `color`'s pawns reach by `single_push` onto empty squares.
    ///
    /// For white, on an empty board, from the pawn `P`:
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 . . . . . . . .
    /// 6 . . . . . . . .
    /// 5 . . . x . . . .
    /// 4 . . . P . . . .
    /// 3 . . . . . . . .
    /// 2 . . . . . . . .
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    ///
    /// Rule: `push 1 north`.
    ///
    /// # Arguments
    ///
    /// - `pawns`: the side's pawns
    /// - `empty`: the empty squares
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::single_push_targets`] and [`black::single_push_targets`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn single_push_targets(
        pawns: u64,
        empty: u64,
        color: ::pawnshift::Color,
    ) -> u64 {
        ((pawns << [8, 0][color as usize]) >> [0, 8][color as usize]) & empty
    }
    /// The `color`'s pawns able to make the `single_push` move: the source squares of [`single_push_targets`](white::single_push_targets).
    ///
    /// Rule: `push 1 north`.
    ///
    /// # Arguments
    ///
    /// - `pawns`: the side's pawns
    /// - `empty`: the empty squares
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::pawns_able_to_push`] and [`black::pawns_able_to_push`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn pawns_able_to_push(
        pawns: u64,
        empty: u64,
        color: ::pawnshift::Color,
    ) -> u64 {
        pawns & ((empty << [0, 8][color as usize]) >> [8, 0][color as usize])
    }
    /// Squares `color`'s pawns reach by `double_push` onto empty squares, every passed square empty too.
    ///
    /// For white, on an empty board, from the pawn `P`:
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 . . . . . . . .
    /// 6 . . . . . . . .
    /// 5 . . . . . . . .
    /// 4 . . . x . . . .
    /// 3 . . . . . . . .
    /// 2 . . . P . . . .
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    ///
    /// Rule: `push 2 north from rank 2 en_passant`.
    ///
    /// # Arguments
    ///
    /// - `pawns`: the side's pawns
    /// - `empty`: the empty squares
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::double_push_targets`] and [`black::double_push_targets`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn double_push_targets(
        pawns: u64,
        empty: u64,
        color: ::pawnshift::Color,
    ) -> u64 {
        (((((pawns << [8, 0][color as usize]) >> [0, 8][color as usize]) & empty
            & (([white::DOUBLE_PUSH_FROM, black::DOUBLE_PUSH_FROM][color as usize]
                << [8, 0][color as usize]) >> [0, 8][color as usize]))
            << [8, 0][color as usize]) >> [0, 8][color as usize]) & empty
    }
    /// The `color`'s pawns able to make the `double_push` move: the source squares of [`double_push_targets`](white::double_push_targets).
    ///
    /// Rule: `push 2 north from rank 2 en_passant`.
    ///
    /// # Arguments
    ///
    /// - `pawns`: the side's pawns
    /// - `empty`: the empty squares
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::pawns_able_to_double_push`] and [`black::pawns_able_to_double_push`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn pawns_able_to_double_push(
        pawns: u64,
        empty: u64,
        color: ::pawnshift::Color,
    ) -> u64 {
        pawns & [white::DOUBLE_PUSH_FROM, black::DOUBLE_PUSH_FROM][color as usize]
            & (((((empty << [0, 8][color as usize]) >> [8, 0][color as usize]) & empty)
                << [0, 8][color as usize]) >> [8, 0][color as usize])
    }
    /// The squares a `double_push` move from `from` to `to` passes over: the en-passant squares it creates. Pass one move (one bit in each).
    ///
    /// Rule: `push 2 north from rank 2 en_passant`.
    ///
    /// # Arguments
    ///
    /// - `from`: the moving pawn's square
    /// - `to`: its target square
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::double_push_passed_squares`] and [`black::double_push_passed_squares`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn double_push_passed_squares(
        from: u64,
        to: u64,
        color: ::pawnshift::Color,
    ) -> u64 {
        ((from << [8, 0][color as usize]) >> [0, 8][color as usize])
            & ((to << [0, 8][color as usize]) >> [8, 0][color as usize])
    }
    /// Enemy squares `color`'s pawns capture on by `north_west`.
    ///
    /// For white, on an empty board, from the pawn `P`:
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 . . . . . . . .
    /// 6 . . . . . . . .
    /// 5 . . x . . . . .
    /// 4 . . . P . . . .
    /// 3 . . . . . . . .
    /// 2 . . . . . . . .
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    ///
    /// Rule: `capture north_west`.
    ///
    /// # Arguments
    ///
    /// - `pawns`: the side's pawns
    /// - `enemies`: the enemy's pieces
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::north_west_captures`] and [`black::south_west_captures`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn north_west_captures(
        pawns: u64,
        enemies: u64,
        color: ::pawnshift::Color,
    ) -> u64 {
        (((pawns & NOT_FILE_A) << [7, 0][color as usize]) >> [0, 9][color as usize])
            & enemies
    }
    /// The `color`'s pawns able to capture by `north_west`: the source squares of [`north_west_captures`](white::north_west_captures).
    ///
    /// Rule: `capture north_west`.
    ///
    /// # Arguments
    ///
    /// - `pawns`: the side's pawns
    /// - `enemies`: the enemy's pieces
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::pawns_able_to_capture_north_west`] and [`black::pawns_able_to_capture_south_west`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn pawns_able_to_capture_north_west(
        pawns: u64,
        enemies: u64,
        color: ::pawnshift::Color,
    ) -> u64 {
        pawns
            & (((enemies & NOT_FILE_H) << [0, 9][color as usize])
                >> [7, 0][color as usize])
    }
    /// Enemy squares `color`'s pawns capture on by `north_east`.
    ///
    /// For white, on an empty board, from the pawn `P`:
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 . . . . . . . .
    /// 6 . . . . . . . .
    /// 5 . . . . x . . .
    /// 4 . . . P . . . .
    /// 3 . . . . . . . .
    /// 2 . . . . . . . .
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    ///
    /// Rule: `capture north_east`.
    ///
    /// # Arguments
    ///
    /// - `pawns`: the side's pawns
    /// - `enemies`: the enemy's pieces
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::north_east_captures`] and [`black::south_east_captures`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn north_east_captures(
        pawns: u64,
        enemies: u64,
        color: ::pawnshift::Color,
    ) -> u64 {
        (((pawns & NOT_FILE_H) << [9, 0][color as usize]) >> [0, 7][color as usize])
            & enemies
    }
    /// The `color`'s pawns able to capture by `north_east`: the source squares of [`north_east_captures`](white::north_east_captures).
    ///
    /// Rule: `capture north_east`.
    ///
    /// # Arguments
    ///
    /// - `pawns`: the side's pawns
    /// - `enemies`: the enemy's pieces
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::pawns_able_to_capture_north_east`] and [`black::pawns_able_to_capture_south_east`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn pawns_able_to_capture_north_east(
        pawns: u64,
        enemies: u64,
        color: ::pawnshift::Color,
    ) -> u64 {
        pawns
            & (((enemies & NOT_FILE_A) << [0, 7][color as usize])
                >> [9, 0][color as usize])
    }
    /// Every square `color`'s pawns attack, whatever stands there (the union of every capturing rule's shifts).
    ///
    /// A white pawn `P` attacks the squares `x`:
    ///
    /// ```text
    /// 8 . . . . . . . .
    /// 7 . . . . . . . .
    /// 6 . . . . . . . .
    /// 5 . . x . x . . .
    /// 4 . . . P . . . .
    /// 3 . . . . . . . .
    /// 2 . . . . . . . .
    /// 1 . . . . . . . .
    ///   a b c d e f g h
    /// ```
    ///
    /// # Arguments
    ///
    /// - `pawns`: the side's pawns
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::attacks`] and [`black::attacks`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn attacks(pawns: u64, color: ::pawnshift::Color) -> u64 {
        (((pawns & NOT_FILE_A) << [7, 0][color as usize]) >> [0, 9][color as usize])
            | (((pawns & NOT_FILE_H) << [9, 0][color as usize])
                >> [0, 7][color as usize])
    }
    /// En-passant squares `color`'s pawns capture onto by their `capture` rules.
    ///
    /// # Arguments
    ///
    /// - `pawns`: the side's pawns
    /// - `en_passant`: the en-passant squares
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::en_passant_captures`] and [`black::en_passant_captures`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn en_passant_captures(
        pawns: u64,
        en_passant: u64,
        color: ::pawnshift::Color,
    ) -> u64 {
        ((((pawns & NOT_FILE_A) << [7, 0][color as usize]) >> [0, 9][color as usize])
            | (((pawns & NOT_FILE_H) << [9, 0][color as usize])
                >> [0, 7][color as usize])) & en_passant
    }
    /// The `color`'s pawns able to capture onto an en-passant square.
    ///
    /// # Arguments
    ///
    /// - `pawns`: the side's pawns
    /// - `en_passant`: the en-passant squares
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::pawns_able_to_capture_en_passant`] and [`black::pawns_able_to_capture_en_passant`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn pawns_able_to_capture_en_passant(
        pawns: u64,
        en_passant: u64,
        color: ::pawnshift::Color,
    ) -> u64 {
        pawns
            & ((((en_passant & NOT_FILE_H) << [0, 9][color as usize])
                >> [7, 0][color as usize])
                | (((en_passant & NOT_FILE_A) << [0, 7][color as usize])
                    >> [9, 0][color as usize]))
    }
    /// Splits target squares of `color`'s pawns by promotion: where a move must promote, where it may, and where it cannot.
    ///
    /// # Arguments
    ///
    /// - `targets`: target squares of any of the side's moves
    /// - `color`: the side to move
    ///
    /// Colour-parametrised form of [`white::promotion_split`] and [`black::promotion_split`]: one branch-free body, with shift amounts and masks indexed by colour.
    #[inline]
    #[must_use]
    pub const fn promotion_split(
        targets: u64,
        color: ::pawnshift::Color,
    ) -> ::pawnshift::PromotionSplit<u64> {
        ::pawnshift::PromotionSplit {
            mandatory: targets
                & [white::PROMOTION_ZONE, black::PROMOTION_ZONE][color as usize],
            optional: 0,
            plain: targets
                & (BOARD
                    ^ [white::PROMOTION_ZONE, black::PROMOTION_ZONE][color as usize]),
        }
    }
}
