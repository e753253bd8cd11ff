import Testing
import TerminalText
@testable import QiitaMarkdown

@Suite struct TokenStylesTests {
    @Test func everyKindGetsTheThemesStyle() {
        let styles = TokenStyles(theme: .standard, override: nil)
        for kind in TokenKind.allCases { #expect(styles[kind] == Theme.standard.token(kind), "\(kind)") }
    }

    @Test func anOverrideColoursEveryKind() {
        let styles = TokenStyles(theme: .standard, override: .fg(.yellow))
        for kind in TokenKind.allCases { #expect(styles[kind] == .fg(.yellow)) }
    }
}
