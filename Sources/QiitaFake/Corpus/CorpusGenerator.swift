import Foundation

/// Builds a corpus from options: users with realistic ids and a mix of null/""/text profiles,
/// popular tags, and items whose dates go back from a fixed moment, strictly decreasing. Only
/// item metadata is kept; bodies and comments are written on demand from each item's recipe.
enum CorpusGenerator {
    /// The newest generated item's `created_at`: 2025-06-30T21:00:00+09:00. Fixed, not "now",
    /// so the same seed gives the same bytes on any day.
    static let newestCreation = QiitaTimestamp(secondsSince1970: 1_751_284_800)

    static func generate(_ options: CorpusOptions) -> FakeCorpus {
        var random = SeededRandom(seed: options.seed, stream: 1, index: 0)
        var tags = makeTags(count: max(1, options.tags), random: &random)
        var users = makeUsers(count: max(1, options.users), random: &random)
        let owners = Set([users[0].id] + options.privateItemOwners)
        var items = makeItems(options: options, users: users, tags: tags, owners: owners, random: &random)
        let stocks = makeStocks(users: users, items: &items, random: &random)
        let follows = makeFollows(seed: options.seed, users: &users, tags: &tags)
        var corpus = FakeCorpus(users: users, items: items, tags: tags)
        for (userID, itemIDs) in stocks {
            corpus.seedStocks(itemIDs, of: userID)
        }
        for (userID, targets) in follows {
            corpus.seedFollows(targets, of: userID)
        }
        if options.hostile {
            HostileContent.add(to: &corpus, after: newestCreation)
        }
        return corpus
    }

    private static func makeTags(count: Int, random: inout SeededRandom) -> [FakeTag] {
        let pool = CorpusVocabulary.tags
        return (0..<count).map { index in
            let name = index < pool.count ? pool[index] : "\(pool[index % pool.count])\(index / pool.count + 1)"
            let icon = random.chance(85)
                ? "https://s3-ap-northeast-1.amazonaws.com/qiita-tag-image/\(random.hex(40))/medium.jpg?\(random.int(in: 1_400_000_000...1_700_000_000))"
                : nil
            return FakeTag(id: name, iconURL: icon, followersCount: random.skewed(max: 60_000))
        }
    }

    private static func makeUsers(count: Int, random: inout SeededRandom) -> [FakeUser] {
        let pool = CorpusVocabulary.users
        var permanentID = 10_000 + random.below(5_000)
        return (0..<count).map { index in
            let base = pool[index % pool.count]
            let id = index < pool.count ? base.id : "\(base.id)\(index / pool.count + 1)"
            permanentID += random.int(in: 1...40_000)
            let host = random.pick(CorpusVocabulary.imageHosts)
            return FakeUser(
                id: id, permanentID: permanentID,
                name: random.chance(35) ? "" : base.name,
                description: profileField(&random, text: random.pick(CorpusVocabulary.descriptions)),
                profileImageURL: "\(host)\(permanentID)/profile-images/\(random.int(in: 1_500_000_000...1_700_000_000))",
                followeesCount: random.skewed(max: 300), followersCount: random.skewed(max: 20_000),
                facebookID: profileField(&random, text: id.replacingOccurrences(of: "_", with: ".")),
                githubLoginName: profileField(&random, text: id.replacingOccurrences(of: "_", with: "-")),
                linkedinID: profileField(&random, text: "\(id)-\(random.hex(6))"),
                location: profileField(&random, text: random.pick(CorpusVocabulary.locations)),
                organization: profileField(&random, text: random.pick(CorpusVocabulary.companies)),
                twitterScreenName: profileField(&random, text: id.replacingOccurrences(of: "-", with: "_")),
                websiteURL: profileField(&random, text: "https://\(id).github.io/"))
        }
    }

    /// Qiita sends `null`, `""` and text for the same profile field across users.
    private static func profileField(_ random: inout SeededRandom, text: String) -> String? {
        switch random.below(10) {
        case 0..<4: nil
        case 4..<7: ""
        default: text
        }
    }

    private static func makeItems(
        options: CorpusOptions, users: [FakeUser], tags: [FakeTag], owners: Set<String>, random: inout SeededRandom
    ) -> [FakeItem] {
        var ids = Set<String>()
        var itemsPerOwner: [String: Int] = [:]
        var time = options.newestCreation ?? newestCreation.secondsSince1970
        var items: [FakeItem] = []
        items.reserveCapacity(max(0, options.items))
        for serial in 0..<max(0, options.items) {
            if serial > 0 { time -= random.int(in: 420...72_000) }
            var id = random.hex(20)
            while !ids.insert(id).inserted { id = random.hex(20) }
            let userIndex = min(random.below(users.count), random.below(users.count))
            let user = users[userIndex]
            let itemTags = pickTags(tags, random: &random)
            let title = makeTitle(tags: itemTags, random: &random)
            let likes = random.skewed(max: 3_000)
            let commentsCount = random.chance(50) ? 0 : random.chance(70) ? random.int(in: 1...3) : random.int(in: 4...12)
            let created = QiitaTimestamp(secondsSince1970: time)
            let updated = random.chance(60) ? created : QiitaTimestamp(secondsSince1970: time + random.int(in: 60...5_000_000))
            let hasOrganization = userIndex % 4 == 0 ? random.chance(70) : random.chance(5)
            // Every fifth item of a token holder (the second, seventh, …) is limited-shared, so
            // each of them has some whatever the seed.
            var isPrivate = false
            if owners.contains(user.id) {
                itemsPerOwner[user.id, default: 0] += 1
                isPrivate = itemsPerOwner[user.id, default: 0] % 5 == 2
            }
            let recipe = ArticleRecipe(
                seed: options.seed, serial: serial,
                targetSize: max(200, options.bodySize) * random.int(in: 50...150) / 100,
                title: title, tags: itemTags,
                mentions: (0..<random.int(in: 1...2)).map { _ in random.pick(users).id },
                commenters: (0..<commentsCount).map { _ in random.pick(users).id })
            items.append(
                FakeItem(
                    id: id, title: title, userID: user.id, tags: itemTags, createdAt: created, updatedAt: updated,
                    likesCount: likes, stocksCount: likes * random.int(in: 40...160) / 100 + random.int(in: 0...3),
                    commentsCount: commentsCount,
                    isPrivate: isPrivate,
                    organizationURLName: hasOrganization ? random.pick(CorpusVocabulary.organizations) : nil,
                    slide: random.chance(5), content: .generated(recipe)))
        }
        return items
    }

    private static func pickTags(_ tags: [FakeTag], random: inout SeededRandom) -> [String] {
        let wanted = min(tags.count, [1, 2, 2, 3, 3, 3, 4, 4, 5][random.below(9)])
        var names: [String] = []
        while names.count < wanted {
            let name = tags[min(random.below(tags.count), random.below(tags.count))].id
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    private static func makeTitle(tags: [String], random: inout SeededRandom) -> String {
        let first = tags.first ?? "Qiita"
        let second = tags.count > 1 ? tags[1] : "Docker"
        return random.pick(CorpusVocabulary.titles)
            .replacingOccurrences(of: "{tag}", with: first)
            .replacingOccurrences(of: "{tag2}", with: second)
            .replacingOccurrences(of: "{topic}", with: random.pick(CorpusVocabulary.topics))
            .replacingOccurrences(of: "{n}", with: String(random.int(in: 3...10)))
            .replacingOccurrences(of: "{year}", with: String(random.int(in: 2019...2025)))
    }

    /// Each user stocks a few public items; an item's `stocks_count` is at least its stockers here.
    private static func makeStocks(users: [FakeUser], items: inout [FakeItem], random: inout SeededRandom) -> [(String, [String])] {
        let publicIndexes = items.indices.filter { !items[$0].isPrivate }
        guard !publicIndexes.isEmpty else { return [] }
        var stockers: [Int: Int] = [:]
        var stocks: [(String, [String])] = []
        for user in users {
            var chosen: [Int] = []
            for _ in 0..<random.int(in: 0...min(15, publicIndexes.count)) {
                let index = publicIndexes[random.below(publicIndexes.count)]
                if !chosen.contains(index) { chosen.append(index) }
            }
            for index in chosen { stockers[index, default: 0] += 1 }
            stocks.append((user.id, chosen.map { items[$0].id }))
        }
        for (index, count) in stockers where items[index].stocksCount < count {
            items[index].stocksCount = count
        }
        return stocks
    }

    /// How many tags, and how many other users, each generated user follows.
    static let followsPerUser = 3

    /// Each user follows a few tags (popular ones more often) and a few other users, newest
    /// first. The draws come from a stream of their own, so every other generated value stays
    /// as it was; counts are raised to at least the follows seeded here, as stocks raise `stocks_count`.
    private static func makeFollows(seed: UInt64, users: inout [FakeUser], tags: inout [FakeTag]) -> [(String, [FollowTarget])] {
        var random = SeededRandom(seed: seed, stream: 4, index: 0)
        var followers = Array(repeating: 0, count: users.count)
        var tagFollowers = Array(repeating: 0, count: tags.count)
        var follows: [(String, [FollowTarget])] = []
        for index in users.indices {
            let tagIndexes = distinct(min(followsPerUser, tags.count)) {
                min(random.below(tags.count), random.below(tags.count))
            }
            // Drawn among the others: a number at or past the user's own stands for the next user.
            let userIndexes = distinct(min(followsPerUser, users.count - 1)) {
                let other = random.below(users.count - 1)
                return other >= index ? other + 1 : other
            }
            for other in userIndexes { followers[other] += 1 }
            for tag in tagIndexes { tagFollowers[tag] += 1 }
            users[index].followeesCount = max(users[index].followeesCount, userIndexes.count)
            let targets: [FollowTarget] = userIndexes.map { .user(users[$0].id) } + tagIndexes.map { .tag(tags[$0].id) }
            follows.append((users[index].id, targets))
        }
        for index in users.indices { users[index].followersCount = max(users[index].followersCount, followers[index]) }
        for index in tags.indices { tags[index].followersCount = max(tags[index].followersCount, tagFollowers[index]) }
        return follows
    }

    /// `count` different numbers from `draw`, in the order drawn; `draw` must be able to give that many.
    private static func distinct(_ count: Int, draw: () -> Int) -> [Int] {
        var chosen: [Int] = []
        while chosen.count < count {
            let value = draw()
            if !chosen.contains(value) { chosen.append(value) }
        }
        return chosen
    }
}
