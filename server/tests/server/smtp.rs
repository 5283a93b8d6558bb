//! A real SMTP server on loopback for the mail tests: mailin's SMTP session (its parser and state
//! machine) behind a listener on 127.0.0.1, port 0, speaking plain SMTP. It keeps every message it
//! accepts, and refuses recipients with the answer a test sets (a 4xx to be tried again, a 5xx for
//! good).
//!
//! The few lines of socket handling are here rather than mailin-embedded's server, the same
//! author's wrapper of mailin: it always builds rustls with its default provider, aws-lc, a C
//! library whose build took minutes of every clean `npm test`, for a TLS these tests never speak.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mail_parser::{MessageParser, MimeHeaders};
use mailin::{Action, Handler, Response, SessionBuilder};

/// A message the server took.
#[derive(Debug, Clone)]
pub struct Received {
    /// The envelope's recipients.
    pub to: Vec<String>,
    /// The message as sent (headers and body).
    pub data: Vec<u8>,
}

impl Received {
    /// Its subject, and its plain-text and HTML parts (the HTML part absent from a plain message),
    /// decoded, their lines ending in `\n` (SMTP carries them ending in CRLF).
    pub fn parts(&self) -> (String, String, Option<String>) {
        let message = MessageParser::default().parse(&self.data).expect("a readable message");
        let subject = message.subject().unwrap_or_default().to_owned();
        let lines = |part: std::borrow::Cow<str>| part.replace("\r\n", "\n");
        let text = lines(message.body_text(0).expect("a plain-text part"));
        // The parser makes an HTML body of a plain-text message too: only a part sent as HTML counts.
        let sent_as_html = message.parts.iter().any(|part| {
            part.content_type().is_some_and(|kind| kind.ctype() == "text" && kind.subtype() == Some("html"))
        });
        let html = sent_as_html.then(|| lines(message.body_html(0).unwrap()));
        (subject, text, html)
    }

    /// The value of the header `name` (`From`, `To`), as written.
    pub fn header(&self, name: &str) -> String {
        let message = MessageParser::default().parse(&self.data).expect("a readable message");
        message
            .header_raw(name)
            .unwrap_or_else(|| panic!("no {name} header in {}", String::from_utf8_lossy(&self.data)))
            .trim()
            .to_owned()
    }
}

#[derive(Default)]
struct Shared {
    /// The answer to every recipient: `None` accepts.
    refusal: Option<(u16, String)>,
    received: Vec<Received>,
}

/// One SMTP session: its envelope and data, kept once the data ends.
#[derive(Clone)]
struct Session {
    shared: Arc<Mutex<Shared>>,
    to: Vec<String>,
    data: Vec<u8>,
}

impl Handler for Session {
    fn rcpt(&mut self, to: &str) -> Response {
        match &self.shared.lock().unwrap().refusal {
            Some((code, message)) => Response::custom(*code, message.clone()),
            None => {
                self.to.push(to.to_owned());
                mailin::response::OK
            }
        }
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        let message = Received { to: std::mem::take(&mut self.to), data: std::mem::take(&mut self.data) };
        self.shared.lock().unwrap().received.push(message);
        mailin::response::OK
    }
}

/// The SMTP server of a test. It serves until the test process ends.
pub struct Smtp {
    pub port: u16,
    shared: Arc<Mutex<Shared>>,
}

impl Smtp {
    pub fn start() -> Smtp {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let shared = Arc::new(Mutex::new(Shared::default()));
        let handler = Session { shared: shared.clone(), to: Vec::new(), data: Vec::new() };
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let stream = stream.expect("a connection to the test SMTP server");
                let handler = handler.clone();
                std::thread::spawn(move || converse(stream, handler));
            }
        });
        Smtp { port, shared }
    }

    /// The address of this server, as `RIGHTSDESK_SMTP_URL` names it: a relay on this machine,
    /// spoken to unencrypted.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}?tls=none", self.port)
    }

    /// From now on, answers every recipient `code` and `message`.
    pub fn refuse(&self, code: u16, message: &str) {
        self.shared.lock().unwrap().refusal = Some((code, message.to_owned()));
    }

    /// From now on, takes every message.
    pub fn accept(&self) {
        self.shared.lock().unwrap().refusal = None;
    }

    /// The messages taken so far.
    pub fn received(&self) -> Vec<Received> {
        self.shared.lock().unwrap().received.clone()
    }

    /// The messages taken, once there are `count` of them (waiting up to 10 seconds).
    pub async fn wait_for(&self, count: usize) -> Vec<Received> {
        let start = Instant::now();
        loop {
            let received = self.received();
            if received.len() >= count || start.elapsed() > Duration::from_secs(10) {
                assert_eq!(received.len(), count, "messages received");
                return received;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// One client's conversation: the greeting, then each line the client sends to mailin's session
/// and its answer back, until the session closes or the client hangs up.
fn converse(stream: TcpStream, handler: Session) {
    let remote = stream.peer_addr().unwrap().ip();
    let mut session = SessionBuilder::new("smtp.test").build(remote, handler);
    let mut writer = stream.try_clone().unwrap();
    let mut reader = BufReader::new(stream);
    let mut answer = |response: &Response| response.write_to(&mut writer).and_then(|()| writer.flush());
    // A client that hangs up ends the conversation, as a real server's would: nothing to report.
    if answer(&session.greeting()).is_err() {
        return;
    }
    let mut line = Vec::new();
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line).unwrap_or(0) == 0 {
            return;
        }
        let response = session.process(&line);
        match response.action {
            Action::Reply => {
                if answer(&response).is_err() {
                    return;
                }
            }
            // STARTTLS is not offered (the builder was not asked to), so no upgrade is ever agreed.
            Action::Close | Action::UpgradeTls => {
                let _ = answer(&response);
                return;
            }
            Action::NoReply => {}
        }
    }
}
