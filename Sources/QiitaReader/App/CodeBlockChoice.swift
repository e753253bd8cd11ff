import TerminalUI

/// The number typed after `C` (copy a code block): a digit that no longer number could follow
/// copies at once (`C2` when there are fewer than 20 blocks), else Enter does (`C12 Enter`).
package struct CodeBlockChoice: Sendable, Hashable {
    /// How many code blocks the page has (numbered from 1).
    let count: Int
    private(set) var digits = ""

    init(count: Int) {
        self.count = count
    }

    /// What a key does to the choice.
    enum Outcome: Equatable {
        case typing(CodeBlockChoice)
        case copy(Int)
        case cancel
    }

    func outcome(of key: Key) -> Outcome {
        switch key {
        case .character(let character) where character.isASCII && character.wholeNumberValue != nil:
            guard let digit = character.wholeNumberValue, !(digits.isEmpty && digit == 0), digits.count < 6 else {
                return .typing(self)
            }
            var next = self
            next.digits += String(digit)
            let number = Int(next.digits) ?? 0
            return number * 10 > count ? .copy(number) : .typing(next)
        case .enter:
            return Int(digits).map(Outcome.copy) ?? .cancel
        case .backspace:
            guard !digits.isEmpty else { return .cancel }
            var next = self
            next.digits.removeLast()
            return .typing(next)
        default:
            return .cancel
        }
    }

    /// What the status line says while the number is typed.
    var prompt: String {
        let range = count == 1 ? "1" : "1–\(count)"
        return "copy code block #\(digits)_ (of \(range); Enter copies, Esc cancels)"
    }
}
