/// Placeholder until the QiitaReader target is written.
enum QiitaReaderNamespace {}
