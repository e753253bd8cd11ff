import Foundation
import Testing
import TestSupport

@testable import QiitaFake

@Suite struct CorpusTests {
    private let corpus = CorpusGenerator.generate(
        CorpusOptions(seed: 11, items: 400, users: 25, tags: 30, bodySize: 1500, privateItemOwners: ["taro_yamada"]))

    @Test func sameOptionsGiveTheSameCorpus() {
        let again = CorpusGenerator.generate(
            CorpusOptions(seed: 11, items: 400, users: 25, tags: 30, bodySize: 1500, privateItemOwners: ["taro_yamada"]))
        #expect(again.items == corpus.items)
        #expect(again.users == corpus.users)
        #expect(again.items.map(\.body) == corpus.items.map(\.body))
    }

    @Test func anotherSeedGivesAnotherCorpus() {
        let other = CorpusGenerator.generate(CorpusOptions(seed: 12, items: 400, users: 25, tags: 30, bodySize: 1500))
        #expect(other.items.map(\.id) != corpus.items.map(\.id))
    }

    @Test func itemIDsAreTwentyLowercaseHexDigitsAndUnique() {
        let hex = Set("0123456789abcdef")
        for item in corpus.items {
            #expect(item.id.count == 20 && item.id.allSatisfy(hex.contains), "\(item.id)")
        }
        #expect(Set(corpus.items.map(\.id)).count == corpus.items.count)
    }

    @Test func creationTimesStrictlyDecreaseAndAreInJapanTime() {
        for (newer, older) in zip(corpus.items, corpus.items.dropFirst()) {
            #expect(newer.createdAt > older.createdAt)
        }
        for item in corpus.items {
            #expect(item.createdAt.description.hasSuffix("+09:00"))
            #expect(item.updatedAt >= item.createdAt)
        }
    }

    @Test func timestampsFormatAsQiitaDoes() {
        #expect(CorpusGenerator.newestCreation.description == "2025-06-30T21:00:00+09:00")
        #expect(QiitaTimestamp(secondsSince1970: 0).description == "1970-01-01T09:00:00+09:00")
        #expect(QiitaTimestamp.startOfJapanDay("2024-02-29")?.description == "2024-02-29T00:00:00+09:00")
        #expect(QiitaTimestamp.startOfJapanDay("2024-13-01") == nil)
        #expect(QiitaTimestamp.startOfJapanDay("yesterday") == nil)
    }

    @Test func privateItemsBelongOnlyToTokenHoldersAndTheFirstUser() {
        let owners: Set<String> = [corpus.users[0].id, "taro_yamada"]
        let privateItems = corpus.items.filter(\.isPrivate)
        #expect(!privateItems.isEmpty)
        #expect(privateItems.allSatisfy { owners.contains($0.userID) })
        #expect(corpus.publicItems.allSatisfy { !$0.isPrivate })
    }

    @Test(arguments: UInt64(1)...5)
    func everyTokenHolderHasPrivateItemsWhateverTheSeed(_ seed: UInt64) {
        let corpus = CorpusGenerator.generate(CorpusOptions(seed: seed, privateItemOwners: ["taro_yamada"]))
        for owner in ["alice", "taro_yamada"] {
            let own = corpus.items(ofUser: owner, includingPrivate: true)
            #expect(own.contains { $0.isPrivate } && own.contains { !$0.isPrivate }, "seed \(seed), \(owner)")
        }
    }

    @Test func usersLookLikeQiitaUsers() {
        let ids = corpus.users.map(\.id)
        #expect(ids.prefix(3) == ["alice", "taro_yamada", "qiita-team-bot"])
        #expect(corpus.users.contains { $0.name.isEmpty })
        #expect(corpus.users.contains { !$0.name.isEmpty })
        #expect(corpus.users.contains { $0.location == nil })
        #expect(corpus.users.contains { $0.location == "" })
        #expect(corpus.users.contains { ($0.location ?? "").isEmpty == false })
    }

    @Test func itemsVaryLikeQiitaItems() {
        #expect(corpus.items.contains { $0.organizationURLName != nil })
        #expect(corpus.items.contains { $0.organizationURLName == nil })
        #expect(corpus.items.contains { $0.slide })
        #expect(Set(corpus.items.map(\.likesCount)).count > 20)
        #expect(corpus.items.contains { $0.commentsCount > 0 })
        #expect(corpus.items.contains { $0.title.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(corpus.items.contains { $0.title.count > 80 })
        #expect(corpus.items.contains { $0.title.contains { ("ぁ"..."ヿ").contains($0) } })
        let tagNames = Set(corpus.items.flatMap(\.tags))
        for expected in ["Swift", "Python", "JavaScript", "Docker", "AWS", "初心者", "機械学習"] {
            #expect(tagNames.contains(expected))
        }
    }

    @Test(arguments: [
        ":::note info", ":::note warn", ":::note alert", "```swift:", "```diff_ruby", "```ruby\n", "|:-----|:--------:|",
        "$x^2", "```math", "[^1]", ":smile:", "@", "](https://", "![image.png](", "- [ ] ", "- [x] ", "> ",
        "「", "、", "。", "     - ",
    ])
    func bodiesUseQiitaMarkdownConstructs(_ construct: String) {
        let bodies = corpus.items.prefix(200).map(\.body)
        #expect(bodies.contains { $0.contains(construct) }, "no body contains \(construct.debugDescription)")
    }

    @Test func bodiesContainBareEmbedURLsOnTheirOwnLine() {
        let lines = Set(corpus.items.prefix(200).flatMap { $0.body.components(separatedBy: "\n") })
        #expect(lines.contains { $0.hasPrefix("https://www.youtube.com/watch?v=") })
        #expect(lines.contains { $0.hasPrefix("https://codepen.io/") || $0.hasPrefix("https://gist.github.com/") })
    }

    @Test func bodySizeFollowsTheOption() {
        let small = CorpusGenerator.generate(CorpusOptions(seed: 3, items: 50, bodySize: 500))
        let large = CorpusGenerator.generate(CorpusOptions(seed: 3, items: 50, bodySize: 20_000))
        let smallAverage = small.items.map { $0.body.utf8.count }.reduce(0, +) / 50
        let largeAverage = large.items.map { $0.body.utf8.count }.reduce(0, +) / 50
        #expect((300...2_500).contains(smallAverage), "\(smallAverage)")
        #expect((15_000...30_000).contains(largeAverage), "\(largeAverage)")
    }

    @Test func commentsAreGeneratedNewestFirstAndMatchTheCount() {
        for item in corpus.items.prefix(100) {
            let comments = corpus.comments(onItem: item.id)
            #expect(comments.count == item.commentsCount)
            for (newer, older) in zip(comments, comments.dropFirst()) {
                #expect(newer.createdAt > older.createdAt)
            }
            #expect(comments.allSatisfy { $0.createdAt > item.createdAt && corpus.user(id: $0.userID) != nil })
        }
    }

    @Test func hostileCorpusCarriesEveryTerminalAttack() throws {
        let hostile = CorpusGenerator.generate(CorpusOptions(seed: 1, items: 20, hostile: true))
        let mallory = try #require(hostile.user(id: "mallory"))
        let items = hostile.items(ofUser: "mallory")
        #expect(items.count == 3)
        let text = items.map { $0.title + $0.body + $0.tags.joined() }.joined()
            + mallory.name + (mallory.description ?? "")
            + items.flatMap { hostile.comments(onItem: $0.id).map(\.body) }.joined()
        for attack in ["\u{1B}[31", "\u{1B}]0;", "\u{1B}]52;", "\u{1B}]8;;", "\u{1B}P", "\u{1B}_", "\u{9B}", "\u{202E}", "\u{0}", "\u{07}", "\u{7F}", "\r"] {
            #expect(text.contains(attack), "missing \(attack.debugDescription)")
        }
        #expect(items.allSatisfy { !hostile.comments(onItem: $0.id).isEmpty })
        #expect(hostile.publicItems.prefix(3).allSatisfy { $0.userID == "mallory" })
    }

    @Test func stocksSeededForUsersAreCountedInStocksCount() {
        for user in corpus.users {
            for id in corpus.stockedItemIDs(ofUser: user.id) {
                let item = corpus.item(id: id)
                #expect(item != nil && item?.isPrivate == false)
                #expect((item?.stocksCount ?? 0) >= 1)
            }
        }
    }
}
