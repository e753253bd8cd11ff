// The defaults compiled in when there is no top-level Secrets.swift: nothing secret at all.
// See Secrets.example.swift at the top level for how to provide your own.

/// The values compiled into this build of qiita.
package enum Secrets {
    /// The OAuth application's client id (40 hexadecimal characters), or nil.
    package static let oauthClientID: String? = nil
    /// The OAuth application's client secret, or nil.
    package static let oauthClientSecret: String? = nil
    /// Where Qiita sends the browser back after authorisation; must be on 127.0.0.1.
    package static let oauthRedirectURL = "http://127.0.0.1:8765/callback"
    /// A token used when neither QIITA_TOKEN nor `qiita auth login` provides one. Leave nil in
    /// anything you share: a compiled-in token is readable by whoever has the binary.
    package static let defaultToken: String? = nil
}
