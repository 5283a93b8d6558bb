//! `bind-wasm MODULE.wasm OUT_DIR`: the browser package of the compiled wasm module, as
//! `wasm-bindgen --target web --out-name rightsdesk_wasm` makes it (the JavaScript bindings and
//! their TypeScript types), by the library that command line wraps.
//!
//! A tool of the workspace rather than `cargo install wasm-bindgen-cli`: the library alone is a
//! fraction of the command line's build (no argument parser, no test server), it builds beside the
//! server in one cargo run (scripts/start.sh), and Cargo.lock pins its version with the wasm
//! crate's. `npm test` still installs the command line for its `wasm-bindgen-test-runner`.

use std::process::ExitCode;

use wasm_bindgen_cli_support::Bindgen;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let (Some(module), Some(out_dir), None) = (args.next(), args.next(), args.next()) else {
        eprintln!("usage: bind-wasm MODULE.wasm OUT_DIR");
        return ExitCode::FAILURE;
    };
    // The library's defaults are not the command line's: these are the command line's.
    let bound = Bindgen::new()
        .input_path(&module)
        .out_name("rightsdesk_wasm")
        .typescript(true)
        .demangle(true)
        .omit_default_module_path(false)
        .web(true)
        .and_then(|b| b.generate(&out_dir));
    match bound {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("bind-wasm: {err:#}");
            ExitCode::FAILURE
        }
    }
}
