/// Writes a generated item's markdown from its recipe, using the constructs Qiita readers meet:
/// `:::note` blocks, `lang:filename` fences, `diff_ruby`, aligned tables, math, footnotes, emoji
/// shortcodes, mentions, images, bare embed URLs, nested and task lists, quotes, long code lines
/// and Japanese prose with 「」、。. The same recipe always gives the same bytes.
struct ArticleWriter {
    private var random: SeededRandom
    private let recipe: ArticleRecipe
    private var text = ""
    private var footnotes: [String] = []

    private init(recipe: ArticleRecipe) {
        self.recipe = recipe
        random = SeededRandom(seed: recipe.seed, stream: 2, index: UInt64(recipe.serial))
        text.reserveCapacity(recipe.targetSize + 2048)
    }

    static func markdown(for recipe: ArticleRecipe) -> String {
        var writer = ArticleWriter(recipe: recipe)
        return writer.write()
    }

    /// The item's comments, newest first, written from the same recipe.
    static func comments(for recipe: ArticleRecipe, itemID: String, itemCreatedAt: QiitaTimestamp) -> [FakeComment] {
        var random = SeededRandom(seed: recipe.seed, stream: 3, index: UInt64(recipe.serial))
        var time = itemCreatedAt.secondsSince1970
        var comments: [FakeComment] = []
        for commenter in recipe.commenters {
            time += random.int(in: 300...200_000)
            let created = QiitaTimestamp(secondsSince1970: time)
            let edited = random.chance(20) ? QiitaTimestamp(secondsSince1970: time + random.int(in: 60...7200)) : created
            let tag = recipe.tags.first ?? "Qiita"
            let body = random.pick([
                "参考になりました！ありがとうございます:bow:",
                "Great write-up. Did you try this with \(tag) on Linux too?",
                "細かいですが、`\(tag)` のバージョンによっては挙動が違うかもしれません。\n\n> \(recipe.title)\n\nの部分です。",
                "@\(recipe.mentions.first ?? "alice") さんの記事も合わせて読むと理解が深まりました:smile:",
                "I think there is a typo in the second code block (`let` should be `var`).",
                "ストックしました。続編も楽しみにしています！",
                "手元の環境（macOS 15 / \(tag)）では次のエラーになりました。\n\n```\nerror: cannot find 'foo' in scope\n```",
            ])
            comments.append(
                FakeComment(
                    id: random.hex(20), itemID: itemID, userID: commenter, body: body, createdAt: created,
                    updatedAt: edited))
        }
        return comments.reversed()
    }

    private mutating func write() -> String {
        intro()
        var sections = 0
        while text.utf8.count < recipe.targetSize || sections < 2 {
            middleSection(number: sections)
            sections += 1
        }
        summary()
        if !footnotes.isEmpty {
            text += "\n"
            for (index, note) in footnotes.enumerated() {
                text += "[^\(index + 1)]: \(note)\n"
            }
        }
        return text
    }

    private var mainTag: String { recipe.tags.first ?? "Qiita" }
    private var topic: String {
        mutating get { random.pick(CorpusVocabulary.topics) }
    }

    private mutating func footnote(_ note: String) -> String {
        footnotes.append(note)
        return "[^\(footnotes.count)]"
    }

    private mutating func mention() -> String {
        recipe.mentions.isEmpty ? "@Qiita" : "@" + random.pick(recipe.mentions)
    }

    private mutating func intro() {
        let emoji = random.pick(CorpusVocabulary.emoji)
        let who = mention()
        let note = footnote("執筆時点（\(random.int(in: 2019...2025))年）の情報です。")
        text += "# はじめに\n\n"
        text += "この記事では「\(recipe.title)」について、実際に\(mainTag)を使って試した結果をまとめます\(emoji)。"
        text += "English speakers: this post covers \(mainTag) basics, with runnable examples\(note)。\n"
        text += "\(who) さんの記事を参考にしました。\n\n"
        switch random.below(3) {
        case 0: text += ":::note info\nこの記事は\(mainTag)の中級者向けです。基本的な文法は[公式ドキュメント](https://example.com/docs/\(mainTag.lowercased()))を参照してください。\n:::\n\n"
        case 1: text += ":::note warn\n古いバージョン（\(random.int(in: 1...4)).x系）では動作しません。\n:::\n\n"
        default: text += ":::note alert\n本番環境で試す場合は**必ず**バックアップを取ってください。\n:::\n\n"
        }
    }

    private mutating func middleSection(number: Int) {
        text += "## \(number + 1). \(topic)について\n\n"
        switch random.below(11) {
        case 0, 1: codeSection()
        case 2: diffSection()
        case 3: tableSection()
        case 4: mathSection()
        case 5: listSection()
        case 6: quoteAndEmbedSection()
        case 7: imageSection()
        case 8: longLineSection()
        default: prose()
        }
    }

    private mutating func prose() {
        for _ in 0..<random.int(in: 2...4) {
            text += sentence()
        }
        text += "\n\n"
    }

    private mutating func sentence() -> String {
        switch random.below(8) {
        case 0: return "まず、\(mainTag)の\(topic)を確認します。"
        case 1: return "結論から言うと、設定を1行変えるだけで解決しました:tada:。"
        case 2: return "公式の説明には「デフォルトで有効」とありますが、実際には明示的に指定する必要があります。"
        case 3: return "This is where most people get stuck, so let's go step by step. "
        case 4: return "ここで`\(mainTag.lowercased())`コマンドを実行すると、次のような出力になります。"
        case 5: return "パフォーマンスは約\(random.int(in: 2...40))倍改善しました（手元のMacBook Proで計測）。"
        case 6: return "Note that the behaviour changed in version \(random.int(in: 2...6)).\(random.int(in: 0...9)). "
        default:
            let who = mention()
            return "詳しくは\(who)さんの解説\(footnote("https://qiita.com/ のトレンドより。"))がわかりやすいです。"
        }
    }

    private mutating func codeSection() {
        prose()
        let snippet = CodeSnippets.pick(for: recipe.tags, random: &random)
        text += "```\(snippet.info)\n\(snippet.code)```\n\n"
    }

    private mutating func diffSection() {
        text += "修正前と修正後の差分です。\n\n"
        text += "```diff_ruby\n class UsersController < ApplicationController\n   def index\n-    @users = User.all\n+    @users = User.includes(:items).page(params[:page])\n   end\n end\n```\n\n"
        text += "同じ処理を素のRubyで書くとこうなります。\n\n"
        text += "```ruby\nusers = User.where(active: true).order(created_at: :desc)\nputs users.map(&:name).join(\", \")\n```\n\n"
    }

    private mutating func tableSection() {
        text += "比較結果は以下の通りです。\n\n"
        text += "| 項目 | \(mainTag) | 従来の方法 |\n|:-----|:--------:|---------:|\n"
        for row in ["速度", "メモリ", "学習コスト", "Community"].prefix(random.int(in: 2...4)) {
            text += "| \(row) | \(random.int(in: 1...100)) | \(random.int(in: 1...100)) |\n"
        }
        text += "\n"
    }

    private mutating func mathSection() {
        let n = random.int(in: 2...9)
        text += "計算量は $O(n^\(n))$ から $O(n \\log n)$ になります。二乗和は $x^2 + y^2 = z^2$ です。\n\n"
        text += "```math\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n```\n\n"
    }

    private mutating func listSection() {
        text += "手順:\n\n"
        text += "1. リポジトリをクローンする\n2. 依存関係をインストールする\n   - macOSの場合は`brew install \(mainTag.lowercased())`\n   - Linuxの場合は`apt-get install`\n     - Debian 12で確認済み\n3. テストを実行する\n\n"
        text += "やることリスト:\n\n"
        text += "- [x] 環境構築\n- [x] \(topic)の調査\n- [ ] ドキュメント整備\n- [ ] Write the English version\n\n"
    }

    private mutating func quoteAndEmbedSection() {
        text += "> \(mainTag)は「シンプルさ」を重視した設計になっています。\n> — 公式ブログより\n\n"
        text += "発表動画はこちら。\n\n\(random.pick(CorpusVocabulary.embeds))\n\n"
    }

    private mutating func imageSection() {
        let number = random.int(in: 10_000...999_999)
        text += "実行結果のスクリーンショットです。\n\n"
        text += "![image.png](https://qiita-image-store.s3.ap-northeast-1.amazonaws.com/0/\(number)/\(random.hex(8))-\(random.hex(4)).png)\n\n"
    }

    private mutating func longLineSection() {
        text += "長いコマンドの例（横スクロールします）:\n\n"
        text += "```bash\ndocker run --rm -it -v \"$(pwd)\":/work -w /work -e LANG=C.UTF-8 -e TZ=Asia/Tokyo --network host --name \(mainTag.lowercased())-dev-container-\(random.hex(6)) ghcr.io/example/\(mainTag.lowercased()):latest bash -lc 'make test && make bench'\n```\n\n"
    }

    private mutating func summary() {
        text += "## まとめ\n\n"
        text += "- \(mainTag)の\(topic)は思ったより簡単\n- ハマりどころは設定ファイル\n\n"
        text += "最後まで読んでいただきありがとうございました:smile:\n\n"
        text += "---\n\n## 参考\n\n- [\(mainTag) Documentation](https://example.com/\(mainTag.lowercased()))\n"
    }
}
