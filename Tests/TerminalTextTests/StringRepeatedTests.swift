import Testing
@testable import TerminalText

@Suite struct StringRepeatedTests {
    @Test(arguments: ["─", "═", " ", "ab", "日", "👍🏽"])
    func isTheStandardLibrarysRepetition(_ unit: String) {
        for count in 0...600 {
            #expect(String(repeated: unit, count: count) == String(repeating: unit, count: count), "\(unit) × \(count)")
        }
        #expect(String(repeated: unit, count: -3) == "")
    }
}
