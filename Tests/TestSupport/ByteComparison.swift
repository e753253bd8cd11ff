import Foundation

/// Where `data` first differs from `expected`, nil when they are equal: a readable failure for
/// bodies of megabytes, where `#expect(a == b)` would have the test library diff them (which
/// can take minutes).
package func firstDifference(_ data: Data, _ expected: some Collection<UInt8>) -> Int? {
    if let index = zip(data, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
        return index
    }
    return data.count == expected.count ? nil : min(data.count, expected.count)
}
