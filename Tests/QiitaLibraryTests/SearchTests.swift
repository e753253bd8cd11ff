import Foundation
import GRDB
import Testing

@testable import QiitaLibrary

@Suite struct SearchTests {
    /// A new instance, so a new folder, for each test.
    private let folder = TemporaryFolder()

    private func store(with items: [StoredItem]) throws -> LibraryStore {
        let store = try LibraryStore(path: folder.libraryPath)
        try store.save(items: items)
        return store
    }

    private let japanese = Fixtures.item(
        Fixtures.id(1), title: "Swiftの型推論を理解する",
        body: "この記事では、Swiftのコンパイラがどのように型を決めるかを説明します。東京で開かれた勉強会の資料です。", tags: ["Swift", "型推論"],
        authorID: "taro")
    private let english = Fixtures.item(
        Fixtures.id(2), title: "Understanding Generics", body: "Generic code lets you write flexible functions.\n\nMore text.",
        tags: ["Swift"], authorID: "bob", authorName: "Bob Smith")
    private let other = Fixtures.item(
        Fixtures.id(3), title: "Rustの所有権", body: "所有権と借用について。大阪の話もします。", tags: ["Rust"], authorID: "hanako")

    @Test func japaneseSubstringWithoutSpacesMatches() throws {
        let store = try store(with: [japanese, english, other])
        let hits = try store.find(["型推論"])
        #expect(hits.map(\.itemID) == [japanese.id])
        #expect(hits.first?.title.matchedParts == ["型推論"])
        #expect(try store.find(["コンパイラ"]).map(\.itemID) == [japanese.id])
    }

    @Test func aTwoCharacterJapaneseTermMatchesBySubstring() throws {
        let store = try store(with: [japanese, english, other])
        let hits = try store.find(["東京"])
        #expect(hits.map(\.itemID) == [japanese.id])
        #expect(hits.first?.snippet.matchedParts == ["東京"])
        #expect(try store.find(["大阪"]).map(\.itemID) == [other.id])
    }

    @Test func fullWidthAndHalfWidthFormsMatchEachOther() throws {
        let wide = Fixtures.item(Fixtures.id(4), title: "ＳＷＩＦＴ入門", body: "ｶﾀｶﾅのテスト", tags: [])
        let store = try store(with: [wide, other])
        #expect(try store.find(["swift"]).map(\.itemID) == [wide.id])
        #expect(try store.find(["カタカナ"]).map(\.itemID) == [wide.id])
        let hit = try #require(try store.find(["Swift入門"]).first)
        #expect(hit.title.matchedParts == ["ＳＷＩＦＴ入門"], "the snippet shows the text as written")
    }

    @Test func englishIsCaseInsensitive() throws {
        let store = try store(with: [japanese, english, other])
        #expect(try store.find(["GENERIC"]).map(\.itemID) == [english.id])
        #expect(try store.find(["flexible"]).first?.snippet.matchedParts == ["flexible"])
        #expect(try store.find(["bob smith"]).map(\.itemID) == [english.id], "authors are searched")
        #expect(try store.find(["rust"]).map(\.itemID) == [other.id], "tags are searched")
    }

    @Test func severalWordsAreAnded() throws {
        let store = try store(with: [japanese, english, other])
        #expect(try Set(store.find(["swift"]).map(\.itemID)) == [japanese.id, english.id])
        #expect(try store.find(["swift", "generic"]).map(\.itemID) == [english.id])
        #expect(try store.find(["swift 東京"]).map(\.itemID) == [japanese.id])
        #expect(try store.find(["東京", "大阪"]).isEmpty)
        #expect(try store.find(["   "]).isEmpty)
    }

    @Test func titleMatchesRankAboveBodyMatches() throws {
        let inBody = Fixtures.item(Fixtures.id(10), title: "Something else", body: "We mention concurrency once.")
        let inTitle = Fixtures.item(Fixtures.id(11), title: "Concurrency in depth", body: "A long body about threads.")
        let store = try store(with: [inBody, inTitle])
        #expect(try store.find(["concurrency"]).map(\.itemID) == [inTitle.id, inBody.id])
        let shortInBody = Fixtures.item(Fixtures.id(12), title: "Other", body: "Go is used here.")
        let shortInTitle = Fixtures.item(Fixtures.id(13), title: "Go入門", body: "nothing")
        try store.save(items: [shortInBody, shortInTitle])
        #expect(try store.find(["go"]).prefix(2).map(\.itemID) == [shortInTitle.id, shortInBody.id])
    }

    @Test func snippetIsAShortWindowAroundTheMatch() throws {
        let body = String(repeating: "前置きの文章です。", count: 40) + "ここで型推論の\n\n話をします。" + String(repeating: "後書き。", count: 40)
        let long = Fixtures.item(Fixtures.id(20), title: "長い記事", body: body)
        let store = try store(with: [long])
        let hit = try #require(try store.find(["型推論"]).first)
        let snippet = hit.snippet
        #expect(snippet.matchedParts == ["型推論"])
        #expect(snippet.text.count <= 82)
        #expect(snippet.text.hasPrefix("…") && snippet.text.hasSuffix("…"))
        #expect(snippet.text.contains("型推論の 話をします"), "newlines collapse to one space")
        #expect(snippet.marked(open: "<", close: ">").contains("<型推論>"))
        #expect(!snippet.text.contains("\u{1B}"))
    }

    @Test func aMatchFarIntoALongBodyIsFoundAndAMatchTheWindowCutsIsMarkedAsFarAsShown() throws {
        let body =
            String(repeating: "前置きの文章です。", count: 400) + "型推論" + String(repeating: "あ", count: 50) + "型推論と型推論"
            + String(repeating: "後書き。", count: 40)
        let store = try store(with: [Fixtures.item(Fixtures.id(21), title: "長い記事", body: body)])
        let snippet = try #require(try store.find(["型推論"]).first).snippet
        #expect(snippet.matchedParts == ["型推論", "型"], "the second match starts in the window's last character")
        #expect(snippet.text == "…置きの文章です。前置きの文章です。前置きの文章です。型推論" + String(repeating: "あ", count: 50) + "型…")
    }

    /// A longer word that starts before the shorter one seen first, across the edge of what was
    /// folded, still places the window; a window of no characters still ends.
    @Test func theWindowStartsAtTheEarliestMatchOfAnyWord() throws {
        let body = String(repeating: "z", count: 38) + "abx" + String(repeating: "y", count: 30)
        let store = try store(with: [Fixtures.item(Fixtures.id(22), title: "edge", body: body)])
        let snippet = try #require(try store.find(["abx", "b"], snippetLength: 10).first).snippet
        #expect(snippet.text == "…zzzabxyyyy…")
        #expect(snippet.matchedParts == ["abx"])
        #expect(try store.find(["abx"], snippetLength: 0).count == 1)
    }

    @Test func savingNewContentReplacesTheIndexEntry() throws {
        let store = try store(with: [Fixtures.item(Fixtures.id(30), body: "about kotlin coroutines")])
        try store.save(items: [Fixtures.item(Fixtures.id(30), body: "about swift actors")])
        #expect(try store.find(["kotlin"]).isEmpty)
        #expect(try store.find(["actors"]).map(\.itemID) == [Fixtures.id(30)])
        try store.clear()
        #expect(try store.find(["actors"]).isEmpty)
    }

    @Test func globCharactersInShortWordsAreLiteral() throws {
        let literal = Fixtures.item(Fixtures.id(40), title: "x", body: "what is a? here", tags: [])
        let plain = Fixtures.item(Fixtures.id(41), title: "y", body: "an ab here", tags: [])
        let store = try store(with: [literal, plain])
        #expect(try store.find(["a?"]).map(\.itemID) == [literal.id])
        #expect(try store.find(["*"]).isEmpty)
    }

    @Test func limitCapsTheHits() throws {
        let items = (100..<130).map { Fixtures.item(Fixtures.id($0), body: "common word \($0)") }
        let store = try store(with: items)
        #expect(try store.find(["common"], limit: 7).count == 7)
        #expect(try store.find(["co"], limit: 7).count == 7)
    }

    /// Ranking reads every ranked match: past ``LibraryStore/rankedMatches`` of them (or the
    /// limit asked, if more) only those saved last are looked at; a short word, which narrows
    /// the search itself, finds older ones too.
    @Test func aWordInVeryManyItemsIsRankedAmongTheLastSaved() throws {
        let count = LibraryStore.rankedMatches + 20
        let items = (0..<count).map { number in
            Fixtures.item(
                Fixtures.id(1000 + number), title: [0, count - 5].contains(number) ? "Kotlin入門" : "メモ \(number)",
                body: number < 3 ? "kotlin と xy の話" : "kotlin の話")
        }
        let store = try store(with: items)
        let hits = try store.find(["kotlin"], limit: 5).map(\.itemID)
        #expect(hits.count == 5)
        #expect(hits.first == Fixtures.id(1000 + count - 5), "the title match among the last saved ranks first")
        #expect(!hits.contains(Fixtures.id(1000)), "the first saved is past the ranked matches")
        #expect(try store.find(["kotlin", "xy"]).map(\.itemID).sorted() == (1000..<1003).map(Fixtures.id))
        #expect(try store.find(["kotlin"], limit: 1000).count == count, "a limit past the ranked matches widens them")
    }

    /// `qiita find` while `qiita sync` holds the write lock: with nothing new to index, a search
    /// only reads, so it answers at once instead of waiting for the lock and failing.
    @Test func aSearchWithNothingToIndexDoesNotWaitForAWriter() throws {
        let store = try store(with: [japanese, english])
        _ = try store.find(["型推論"])
        let writer = try DatabaseQueue(path: folder.libraryPath)
        var hits: [String] = []
        try writer.inTransaction(.immediate) { _ in
            hits = try store.find(["Generics"]).map(\.itemID)
            return .rollback
        }
        #expect(hits == [english.id])
    }
}
