// Which invocations of `qiita` may send a request, decided from the words alone, before Swift's
// `main` (CStartup) and without ArgumentParser. A target of its own so that tests can call it
// without linking CStartup's constructor.
#ifndef QIITA_CINVOCATION_H
#define QIITA_CINVOCATION_H

/// Whether `qiita` run with `arguments` (without the program's name) may send a request: not
/// for help, the version or a completion script (anywhere before `--`), nor for `help`,
/// `render` or `auth token`, after any global options. Returns 1 or 0.
///
/// The global options are those ArgumentRewriter moves (Sources/qiita/Options): `--verbose` and
/// `--force`, and `--base-url`, `--team`, `--timeout` and `--color` with their values.
int qiita_may_send_requests(int count, const char *const *arguments);

#endif
