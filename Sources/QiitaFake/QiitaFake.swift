/// Placeholder until the QiitaFake target is written.
enum QiitaFakeNamespace {}
