/// Placeholder until the TerminalUI target is written.
enum TerminalUINamespace {}
