/// Placeholder until the QiitaAPI target is written.
enum QiitaAPINamespace {}
