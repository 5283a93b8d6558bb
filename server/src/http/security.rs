//! The security headers of every answer (OWASP ASVS level 1, V14.4): a Content-Security-Policy as
//! strict as the web app allows, `nosniff`, no framing, no referrer, and HSTS behind https.

use axum::Router;
use axum::http::{HeaderName, HeaderValue, header};
use tower_http::set_header::SetResponseHeaderLayer;

/// The web app's policy. Only our own scripts run (`'self'`: the built bundle, and the colour-mode
/// script of `public/color-mode.js`, which index.html loads rather than inlines), and the core's
/// wasm may compile (`'wasm-unsafe-eval'`, which allows WebAssembly and not `eval`). Styles allow
/// `'unsafe-inline'`: Chakra UI writes its styles at run time into `<style>` elements (Emotion),
/// which no hash or nonce can cover; a style cannot run code. Images may be `data:` and `blob:`
/// (icons, a chosen PDF's preview), frames and objects only `blob:` or ours (a license's PDF
/// opened in the browser). Nobody may frame the app (clickjacking), and forms and `<base>` stay ours.
pub const POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; \
    frame-src 'self' blob:; object-src 'none'; worker-src 'self' blob:; base-uri 'none'; form-action 'self'; \
    frame-ancestors 'none'";

/// HSTS for a year, when the server is reached over https.
const HSTS: &str = "max-age=31536000; includeSubDomains";

/// Adds the headers to every answer of `router`, a policy already set (the API reference page's)
/// kept. `https`: the public address is https, so browsers should never use plain http for it.
pub fn headers<S: Clone + Send + Sync + 'static>(router: Router<S>, https: bool) -> Router<S> {
    let set = |name: HeaderName, value: &'static str| {
        SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
    };
    let router = router
        .layer(set(header::CONTENT_SECURITY_POLICY, POLICY))
        .layer(set(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(set(header::X_FRAME_OPTIONS, "DENY"))
        // The calendar feed's address carries its secret: no page may pass an address on.
        .layer(set(header::REFERRER_POLICY, "no-referrer"));
    if https { router.layer(set(header::STRICT_TRANSPORT_SECURITY, HSTS)) } else { router }
}
