// Which invocations of `qiita` may send a request, decided from the words alone, before Swift's
// `main` (CStartup) and without ArgumentParser. A target of its own so that tests can call it
// without linking CStartup's constructor.
#ifndef QIITA_CINVOCATION_H
#define QIITA_CINVOCATION_H

/// Whether `qiita` run with `arguments` (without the program's name) may send a request: not
/// for help, the version or a completion script (anywhere before `--`), nor, after any global
/// options, for `help`, `render`, `auth` alone or `auth token`, `rate` without `--check`, `item`
/// with `--web`, or the reader (`qiita` alone or `browse`) unless `on_terminal` (without a terminal it refuses to
/// start). Returns 1 or 0. A needless preload costs more than CPU: the thread the command then
/// runs on cannot start until libcurl has loaded.
///
/// The global options are those ArgumentRewriter moves (Sources/qiita/Options): `--verbose` and
/// `--force`, and `--base-url`, `--team`, `--timeout` and `--color` with their values.
/// GlobalOptionTests checks that every option the commands share is among them.
int qiita_may_send_requests(int count, const char *const *arguments, int on_terminal);

/// Whether the word `word` asks for help, the version, a completion script or the dump of the
/// command tree: `-h`, `-help`, `--help`, `-help-hidden`, `--help-hidden`, `--version`,
/// `--generate-completion-script` and `--experimental-dump-help` (each also with `=value`), or a
/// group of short flags with `h` in it (`-hv`). Returns 1 or 0. ArgumentRewriter asks the same.
int qiita_asks_for_information(const char *word);

#endif
