/// `--hostile`: the user `mallory` and items whose every text field carries terminal attacks:
/// CSI colours, OSC 0 (title), OSC 52 (clipboard), OSC 8 (hyperlink), DCS, APC, the C1 CSI
/// U+009B, bidi override U+202E, NUL, BEL, DEL and bare CR. The client's sanitizer is tested
/// against exactly what a hostile author could publish.
enum HostileContent {
    static let userID = "mallory"

    static let csiColour = "\u{1B}[31;1m"
    static let reset = "\u{1B}[0m"
    static let oscTitle = "\u{1B}]0;pwned terminal\u{07}"
    static let oscClipboard = "\u{1B}]52;c;cm0gLXJmIH4K\u{07}"
    static let oscLink = "\u{1B}]8;;https://evil.example/\u{1B}\\click me\u{1B}]8;;\u{1B}\\"
    static let dcs = "\u{1B}Pq#0;2;0;0;0#0~~@@\u{1B}\\"
    static let apc = "\u{1B}_hidden payload\u{1B}\\"
    static let c1CSI = "\u{9B}2J"
    static let bidi = "\u{202E}txt.exe\u{202C}"

    /// Every attack in one string.
    static let everything = csiColour + "red" + reset + oscTitle + oscClipboard + oscLink + dcs + apc + c1CSI + bidi
        + "NUL\u{0}BEL\u{07}DEL\u{7F}CR\rover"

    static let user = FakeUser(
        id: userID, permanentID: 666_666, name: "\(csiColour)Mallory\(reset)\u{07}",
        description: "\(oscTitle)I am harmless\(c1CSI) \(bidi)\r\n\(oscClipboard)",
        followeesCount: 1, followersCount: 13,
        facebookID: "", githubLoginName: "mallory\u{1B}[8m", linkedinID: nil,
        location: "CR\rhere \(apc)", organization: oscLink, twitterScreenName: nil,
        websiteURL: "https://evil.example/\(dcs)")

    static let titles = [
        "\(csiColour)URGENT\(reset) \(oscTitle)セキュリティ警告",
        "Invoice \(bidi) \(c1CSI)31m C1 CSI \(oscLink)",
        "clipboard \(oscClipboard) DCS \(dcs) APC \(apc) NUL\u{0}BEL\u{07}DEL\u{7F}CR\rdone",
    ]

    /// Each hostile item's tags: attacks in tag names too.
    static let tagsByItem = [
        ["\(csiColour)Swift\(reset)", "evil\u{202E}gat", "Security"],
        ["evil\u{202E}gat", "Security"],
        ["\(oscTitle)Docker", "Security"],
    ]

    static func body(number: Int) -> String {
        """
        # \(csiColour)見出し\(reset) \(number)

        本文に攻撃が含まれます。\(oscTitle)ここは普通の文章。\(oscClipboard)

        :::note warn
        \(c1CSI) C1 CSI と \(bidi) の双方向テキスト
        :::

        ```bash:\(csiColour)evil.sh
        echo "\(dcs)\(apc)"
        printf 'NUL\u{0} BEL\u{07} DEL\u{7F} CR\rover'
        ```

        - \(oscLink)
        - \(everything)

        > \(csiColour)quoted\(reset)

        """
    }

    /// Adds mallory and three items newer than `newest`, each with a hostile comment.
    static func add(to corpus: inout FakeCorpus, after newest: QiitaTimestamp) {
        corpus.add(user)
        var random = SeededRandom(seed: 0x6D61_6C6C_6F72_79)
        for (number, title) in titles.enumerated() {
            let created = QiitaTimestamp(secondsSince1970: newest.secondsSince1970 + (number + 1) * 3_600)
            let id = random.hex(20)
            corpus.add(
                FakeItem(
                    id: id, title: title, userID: userID, tags: tagsByItem[number],
                    createdAt: created, likesCount: 6 * (number + 1), stocksCount: number, content: .written(body(number: number))))
            corpus.add(
                FakeComment(
                    id: random.hex(20), itemID: id, userID: userID,
                    body: "\(csiColour)コメント\(reset) \(oscTitle)\(c1CSI)\(bidi) NUL\u{0}BEL\u{07}",
                    createdAt: QiitaTimestamp(secondsSince1970: created.secondsSince1970 + 600)))
        }
    }
}
