import Testing
import TerminalText

/// Finding a folded term maps back to the characters as written.
@Suite struct FoldedTextTests {
    func found(_ term: String, in text: String) -> [String] {
        let folded = FoldedText(text)
        return folded.occurrences(of: Array(SearchText.fold(term).unicodeScalars)).map {
            String(folded.characters[$0])
        }
    }

    @Test func latinIgnoresCase() {
        #expect(found("swift", in: "Swift and SWIFT, not swif") == ["Swift", "SWIFT"])
    }

    @Test func fullWidthAndHalfWidthFormsAreOne() {
        #expect(found("swift", in: "ＳＷＩＦＴで書く") == ["ＳＷＩＦＴ"])
        #expect(found("ＳＷＩＦＴ", in: "swift") == ["swift"])
        // A half-width katakana with its voiced mark is one character, and folds to ガ.
        #expect(found("ガイド", in: "ｶﾞｲﾄﾞを読む") == ["ｶﾞｲﾄﾞ"])
    }

    @Test func aMatchInsideOneCharactersFoldingTakesTheWholeCharacter() {
        // ㍿ folds to 株式会社.
        #expect(found("株式", in: "㍿キータ") == ["㍿"])
    }

    @Test func matchesDoNotOverlapAndAnEmptyTermFindsNothing() {
        #expect(found("aa", in: "aaaaa") == ["aa", "aa"])
        #expect(found("", in: "text").isEmpty)
        #expect(found("longer than the text", in: "text").isEmpty)
    }

    @Test func kanaAndIdeographsThatSkipThePropertyLookUpIndeedFoldToThemselves() {
        let ranges: [ClosedRange<UInt32>] = [0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF]
        let changing = ranges.joined().compactMap(Unicode.Scalar.init).filter(\.properties.changesWhenNFKCCaseFolded)
        #expect(changing.isEmpty)
        #expect(!SearchText.needsFolding("型推論とカタカナ".unicodeScalars))
        #expect(SearchText.needsFolding("ｶﾀｶﾅ".unicodeScalars))
    }

    @Test func foldingAPartAtATimeEndsAsFoldingTheWhole() {
        let text = "ＳＷＩＦＴ入門 ｶﾞｲﾄﾞ\r\nand Swift again: ㍿ e\u{301}"
        let term = Array(SearchText.fold("swift").unicodeScalars)
        var folded = FoldedText(prefixOf: text)
        #expect(folded.characters.isEmpty && folded.occurrences(of: term).isEmpty)
        folded.fold(upTo: 3)
        #expect(folded.characters == Array(text.prefix(3)) && !folded.isComplete)
        folded.fold(upTo: 7)
        #expect(folded.occurrences(of: term) == [0..<5])
        folded.fold(upTo: .max)
        let whole = FoldedText(text)
        #expect(folded.isComplete && folded.characters == whole.characters)
        #expect(folded.occurrences(of: term) == whole.occurrences(of: term) && whole.occurrences(of: term).count == 2)
    }

    @Test func aCarriageReturnAndLineFeedIsOneCharacterAndTermsAroundItAreFound() {
        #expect(found("b", in: "a\r\nB") == ["B"])
    }
}
