//! Generates `$OUT_DIR/knightmare.rs` from `pawns/knightmare.pawns`.

fn main() {
    if let Err(e) = pawnshift_codegen::Builder::new()
        .spec("pawns/knightmare.pawns")
        .emit_to_out_dir("knightmare.rs")
    {
        // Spec errors print as `path:line:col: error: message`.
        eprintln!("{e}");
        std::process::exit(1);
    }
}
