// Compile-time defaults for qiita. Copy this file to `Secrets.swift` (same folder; it is
// gitignored) and fill in what you have; `make` then compiles it in. (With a plain
// `swift build`, run `swift package clean` once after adding or removing Secrets.swift:
// SwiftPM caches the package manifest that decides which file to compile.)
//
// Every value can also come from the environment at run time, which wins over what is here:
//   QIITA_CLIENT_ID, QIITA_CLIENT_SECRET  the OAuth application (`qiita auth login --web`)
//   QIITA_REDIRECT_URL                    the redirect URL registered with that application
//   QIITA_TOKEN / QIITA_ACCESS_TOKEN      a personal access token
//
// Register an application at https://qiita.com/settings/applications/new with the redirect
// URL below; it must be a loopback address (http://127.0.0.1:PORT/PATH), where
// `qiita auth login --web` listens for the browser to come back with the code.

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
