//! What slow, idle or too many clients cannot do: hold a connection with a partial request head
//! or a stalled body, keep an idle connection open, or take more than the connection cap. Also
//! that a slow but steady upload passes, that shutdown finishes what is under way, and that the
//! 405 and 414 answers are our JSON.
//!
//! Timing tests talk raw HTTP/1.1 over a `TcpStream` to a second server on the test app's state
//! whose limits are shortened to a second.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use reqwest::Method;
use rightsdesk_core::Role;
use rightsdesk_server::config::ConnectionLimits;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

use crate::helpers::TestApp;

/// The shortened timeouts, and how late past them the server may act on a busy test machine.
const TIMEOUT: Duration = Duration::from_secs(1);
const GRACE: Duration = Duration::from_secs(4);

fn short_limits(max_connections: usize) -> ConnectionLimits {
    ConnectionLimits { header_timeout: TIMEOUT, body_timeout: TIMEOUT, max_connections }
}

/// A second server on `app`'s database and keys, with its own limits.
struct Limited {
    address: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    served: JoinHandle<()>,
}

impl Limited {
    async fn serve(app: &TestApp, limits: ConnectionLimits) -> Limited {
        let mut state = app.state.clone();
        state.limits = limits;
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let served = tokio::spawn(async move {
            rightsdesk_server::serve(listener, state, async {
                let _ = stopped.await;
            })
            .await
            .expect("serve");
        });
        Limited { address, stop: Some(stop), served }
    }

    async fn connect(&self) -> TcpStream {
        TcpStream::connect(self.address).await.unwrap()
    }

    /// Starts a graceful shutdown.
    fn shut_down(&mut self) {
        let _ = self.stop.take().expect("not stopped yet").send(());
    }
}

impl Drop for Limited {
    fn drop(&mut self) {
        self.served.abort();
    }
}

/// Reads one response (head and `Content-Length` body); `None` when the server closed first.
async fn read_response(stream: &mut TcpStream) -> Option<(u16, String, Vec<u8>)> {
    let mut received = Vec::new();
    let head_end = loop {
        if let Some(end) = received.windows(4).position(|w| w == b"\r\n\r\n") {
            break end + 4;
        }
        let mut chunk = [0u8; 4096];
        match stream.read(&mut chunk).await {
            Ok(0) | Err(_) => return None,
            Ok(n) => received.extend_from_slice(&chunk[..n]),
        }
    };
    let head = String::from_utf8_lossy(&received[..head_end]).to_string();
    let status = head[9..12].parse().unwrap();
    let length: usize = head
        .lines()
        .find_map(|line| line.to_ascii_lowercase().strip_prefix("content-length:").map(|v| v.trim().parse().unwrap()))
        .unwrap_or(0);
    let mut body = received[head_end..].to_vec();
    while body.len() < length {
        let mut chunk = [0u8; 4096];
        match stream.read(&mut chunk).await {
            Ok(0) | Err(_) => break,
            Ok(n) => body.extend_from_slice(&chunk[..n]),
        }
    }
    Some((status, head, body))
}

/// Waits for the server to close the connection; panics if it has not after `within`.
async fn assert_closed_within(stream: &mut TcpStream, within: Duration, what: &str) -> Duration {
    let started = Instant::now();
    let mut rest = Vec::new();
    match tokio::time::timeout(within, stream.read_to_end(&mut rest)).await {
        Ok(_) => started.elapsed(),
        Err(_) => panic!("{what}: the connection was still open after {within:?}"),
    }
}

#[tokio::test]
async fn a_partial_request_head_is_cut_off_after_the_header_timeout() {
    let app = TestApp::spawn().await;
    let server = Limited::serve(&app, short_limits(512)).await;
    let mut slow = server.connect().await;
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHost: rightsdesk\r\nX-Slow: ").await.unwrap();
    let waited = assert_closed_within(&mut slow, TIMEOUT + GRACE, "partial head").await;
    assert!(waited >= TIMEOUT - Duration::from_millis(100), "not before the timeout: {waited:?}");
}

#[tokio::test]
async fn an_idle_keep_alive_connection_is_closed_after_the_header_timeout() {
    let app = TestApp::spawn().await;
    let server = Limited::serve(&app, short_limits(512)).await;
    let mut client = server.connect().await;
    // Keep-alive works: two requests on one connection.
    for _ in 0..2 {
        client.write_all(b"GET /healthz HTTP/1.1\r\nHost: rightsdesk\r\n\r\n").await.unwrap();
        let (status, _, body) = read_response(&mut client).await.expect("a response on the kept-alive connection");
        assert_eq!((status, body.as_slice()), (200, b"ok".as_slice()));
    }
    assert_closed_within(&mut client, TIMEOUT + GRACE, "idle keep-alive").await;
}

#[tokio::test]
async fn a_stalled_body_is_answered_408_within_the_body_timeout() {
    let app = TestApp::spawn().await;
    let server = Limited::serve(&app, short_limits(512)).await;
    let mut slow = server.connect().await;
    slow.write_all(
        b"POST /auth/login HTTP/1.1\r\nHost: rightsdesk\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"email\": ",
    )
    .await
    .unwrap();
    let started = Instant::now();
    let (status, head, body) = tokio::time::timeout(TIMEOUT + GRACE, read_response(&mut slow))
        .await
        .expect("an answer within the body timeout")
        .expect("an answer before the connection closes");
    assert!(started.elapsed() >= TIMEOUT - Duration::from_millis(100), "not before the timeout");
    assert_eq!(status, 408, "{head}");
    assert!(head.to_ascii_lowercase().contains("content-type: application/json"), "{head}");
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(body["message"], "The request body was not received in time");
    assert_closed_within(&mut slow, GRACE, "after the 408").await;
}

/// The body timeout is between two pieces of a body, not for the whole: a 5 MB PDF sent in
/// pieces over longer than the timeout is stored.
#[tokio::test]
async fn a_five_megabyte_upload_sent_steadily_over_longer_than_the_body_timeout_passes() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let server = Limited::serve(&app, short_limits(512)).await;

    let boundary = "rightsdesk-boundary";
    let license = json!({ "title": "Dune", "company": "Gallimard", "contractDate": "2024-03-15" });
    let mut pdf = b"%PDF-1.7\n".to_vec();
    pdf.resize(5 * 1024 * 1024, b'x');
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"license\"\r\n\r\n{license}\r\n\
         --{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"dune.pdf\"\r\nContent-Type: application/pdf\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(&pdf);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let head = format!(
        "POST /api/licenses HTTP/1.1\r\nHost: rightsdesk\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: multipart/form-data; boundary={boundary}\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );

    let mut client = server.connect().await;
    client.write_all(head.as_bytes()).await.unwrap();
    let started = Instant::now();
    for piece in body.chunks(body.len() / 8 + 1) {
        client.write_all(piece).await.unwrap();
        tokio::time::sleep(TIMEOUT / 4).await;
    }
    let (status, _, answer) = read_response(&mut client).await.expect("an answer");
    assert!(started.elapsed() > TIMEOUT, "the upload took longer than the body timeout");
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&answer));
    let created: Value = serde_json::from_slice(&answer).unwrap();
    assert_eq!(created["file"]["name"], "dune.pdf", "{created}");
    assert_eq!(created["file"]["size"], 5 * 1024 * 1024, "{created}");
}

#[tokio::test]
async fn the_connection_cap_holds_and_serving_resumes_when_slow_clients_are_cut_off() {
    let app = TestApp::spawn().await;
    let server = Limited::serve(&app, short_limits(2)).await;
    let mut idle = Vec::new();
    for _ in 0..2 {
        let mut stream = server.connect().await;
        stream.write_all(b"GET / HTTP/1.1\r\n").await.unwrap();
        idle.push(stream);
    }
    tokio::time::sleep(Duration::from_millis(100)).await;

    // A third client is not served while both slots are taken...
    let mut third = server.connect().await;
    third.write_all(b"GET /healthz HTTP/1.1\r\nHost: rightsdesk\r\nConnection: close\r\n\r\n").await.unwrap();
    let early = tokio::time::timeout(TIMEOUT / 2, read_response(&mut third)).await;
    assert!(early.is_err(), "answered beyond the cap of 2 connections: {early:?}");

    // ...but waits, and is served once the header timeout has cut the idle ones off.
    let (status, _, body) = tokio::time::timeout(TIMEOUT + GRACE, read_response(&mut third))
        .await
        .expect("served once a slot is free")
        .expect("an answer");
    assert_eq!((status, body.as_slice()), (200, b"ok".as_slice()));
    for stream in &mut idle {
        assert_closed_within(stream, GRACE, "idle under the cap").await;
    }

    // Ordinary requests go on working, also several at once within the cap.
    let client = reqwest::Client::new();
    let url = format!("http://{}/healthz", server.address);
    for _ in 0..5 {
        let (a, b) = tokio::join!(client.get(&url).send(), client.get(&url).send());
        assert_eq!(a.unwrap().status(), 200);
        assert_eq!(b.unwrap().status(), 200);
    }
}

#[tokio::test]
async fn shutdown_finishes_the_request_under_way_then_returns() {
    let app = TestApp::spawn().await;
    let mut server = Limited::serve(&app, short_limits(512)).await;
    let body = br#"{"email": "nobody@example.com", "password": "wrong password"}"#;
    let mut client = server.connect().await;
    let head = format!(
        "POST /auth/login HTTP/1.1\r\nHost: rightsdesk\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    client.write_all(head.as_bytes()).await.unwrap();
    client.write_all(&body[..10]).await.unwrap();
    tokio::time::sleep(Duration::from_millis(100)).await;

    server.shut_down();
    let deadline = Instant::now() + GRACE;
    while TcpStream::connect(server.address).await.is_ok() {
        assert!(Instant::now() < deadline, "still taking new connections after the shutdown began");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    client.write_all(&body[10..]).await.unwrap();
    let (status, _, _) = read_response(&mut client).await.expect("the request under way is answered");
    assert_eq!(status, 401);
    tokio::time::timeout(GRACE, &mut server.served).await.expect("serve returns").unwrap();
}

fn assert_json_error(response: &reqwest::Response, status: u16) {
    assert_eq!(response.status(), status);
    assert_eq!(response.headers()["content-type"], "application/json");
}

#[tokio::test]
async fn a_method_a_route_does_not_take_is_a_json_405_that_names_the_allowed_ones() {
    let app = TestApp::spawn().await;
    let token = app.sign_in_new("alice@example.com", "Acme", Role::Editor).await;
    let cases = [
        (Method::PATCH, "/api/titles"),
        (Method::PATCH, "/api/licenses/1"),
        (Method::GET, "/auth/login"),
        (Method::POST, "/"),
    ];
    for (method, path) in cases {
        let response = app.client.request(method.clone(), app.url(path)).bearer_auth(&token).send().await.unwrap();
        assert_json_error(&response, 405);
        let allow = response.headers()["allow"].to_str().unwrap().to_string();
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["message"], "Method not allowed", "{method} {path}");
        let expected = match path {
            "/api/titles" => "GET,HEAD,POST",
            "/api/licenses/1" => "GET,HEAD,PUT,DELETE",
            "/auth/login" => "POST",
            _ => "GET,HEAD",
        };
        assert_eq!(allow, expected, "{method} {path}");
    }
}

#[tokio::test]
async fn the_static_files_errors_are_json_too() {
    let app = TestApp::spawn().await;
    // A path segment longer than a file name may be: the static files cannot even look it up.
    let response = app.client.get(app.url(&format!("/{}", "a".repeat(300)))).send().await.unwrap();
    assert_json_error(&response, 500);
    assert_eq!(response.json::<Value>().await.unwrap()["message"], "Internal server error");
    // Without a built web app, a client route is not found.
    std::fs::remove_file(app.state.web_dir.join("index.html")).unwrap();
    let response = app.client.get(app.url("/titles")).send().await.unwrap();
    assert_json_error(&response, 404);
    assert_eq!(response.json::<Value>().await.unwrap()["message"], "Not found");
}

#[tokio::test]
async fn an_address_over_8_kib_is_a_json_414() {
    let app = TestApp::spawn().await;
    let long = "a".repeat(10 * 1024);
    for path in [format!("/api/titles/{long}"), format!("/{long}"), format!("/api/titles?q={long}")] {
        let response = app.client.get(app.url(&path)).send().await.unwrap();
        assert_json_error(&response, 414);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["message"], "The address is too long");
    }
    // Just under the limit is routed as usual.
    let under = format!("/api/{}", "a".repeat(8 * 1024 - 5));
    assert_eq!(app.client.get(app.url(&under)).send().await.unwrap().status(), 404);
}
