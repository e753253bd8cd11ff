import QiitaReader
import Testing
import TerminalUI

/// The prompts' history: what ↑ and ↓ bring back, and what is kept.
@Suite struct PromptHistoryTests {
    @Test func itKeepsTheNewestWithoutRepeatsInARowOrBlankOrHugeEntries() {
        var history = PromptHistory(["a", "b"])
        history.add("b")
        history.add("   ")
        history.add(String(repeating: "x", count: PromptHistory.longestEntry + 1))
        history.add("a")
        #expect(history.entries == ["a", "b", "a"])
        for number in 0..<150 { history.add("entry \(number)") }
        #expect(history.entries.count == PromptHistory.capacity)
        #expect(history.entries.last == "entry 149")
        #expect(history.entries.first == "entry 50")
    }

    @Test func entriesFromAFileComeBackAsSingleCleanLines() {
        let history = PromptHistory(["\u{1B}]52;c;aGk=\u{07}evil", "tab\tand\u{9B}31m"])
        #expect(history.entries.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } })
    }

    @Test func upRecallsTheNewestFirstAndDownComesBackToWhatWasTyped() {
        let history = PromptHistory(["#Swift", "型推論", "@alice"])
        var field = PromptField(purpose: .find, label: "/ ")
        for character in "dra" { field.apply(.character(character), history: history) }
        field.apply(.up, history: history)
        #expect(field.text == "@alice")
        field.apply(.up, history: history)
        field.apply(.up, history: history)
        #expect(field.text == "#Swift")
        field.apply(.up, history: history)
        #expect(field.text == "#Swift", "the oldest stays")
        field.apply(.down, history: history)
        #expect(field.text == "型推論")
        field.apply(.down, history: history)
        field.apply(.down, history: history)
        #expect(field.text == "dra", "past the newest, the text typed before")
        field.apply(.down, history: history)
        #expect(field.text == "dra")
    }

    @Test func anEmptyHistoryRecallsNothing() {
        var field = PromptField(purpose: .goTo, label: ": ")
        field.apply(.character("x"), history: PromptHistory())
        field.apply(.up, history: PromptHistory())
        #expect(field.text == "x")
    }
}
