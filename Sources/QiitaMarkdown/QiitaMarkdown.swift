/// Placeholder until the QiitaMarkdown target is written.
enum QiitaMarkdownNamespace {}
