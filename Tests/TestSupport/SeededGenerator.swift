import QiitaFake

/// A deterministic random number generator for randomized tests: the same cases on every run,
/// and a failure can be replayed from its seed. The fake server's SplitMix64.
package typealias SeededGenerator = SeededRandom
