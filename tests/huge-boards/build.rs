//! Generates `$OUT_DIR/huge.rs` from `huge.pawns` with the raised limit.

fn main() {
    println!("cargo::rerun-if-changed=huge.pawns");
    if let Err(e) = pawnshift_codegen::Builder::new()
        .spec("huge.pawns")
        .emit_to_out_dir("huge.rs")
    {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
