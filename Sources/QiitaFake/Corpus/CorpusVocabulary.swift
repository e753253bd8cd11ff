/// The words the corpus is made of: user ids, names, tags, titles, places. Chosen to look like
/// what Qiita really serves (Japanese and English mixed, emoji in some titles, empty names).
enum CorpusVocabulary {
    /// User ids with the display name each would have if it set one.
    static let users: [(id: String, name: String)] = [
        ("alice", "Alice Smith"), ("taro_yamada", "山田 太郎"), ("qiita-team-bot", "Qiita Team Bot"),
        ("hanako-suzuki", "鈴木 花子"), ("kenji_tanaka", "田中 健二"), ("bob_dev", "Bob Johnson"),
        ("yuki_sato", "佐藤 由紀"), ("mika", "Mika"), ("ryo_dev", "りょう"), ("sakura-ito", "伊藤 さくら"),
        ("hiroshi_watanabe", "渡辺 博"), ("carol", "Carol Nguyen"), ("dev_kazu", "かず"),
        ("emi_kobayashi", "小林 恵美"), ("shota_nakamura", "中村 翔太"), ("dave-ops", "Dave O'Brien"),
        ("takumi", "たくみ"), ("yamamoto_daisuke", "山本 大輔"), ("frontend-mai", "まい@フロントエンド"),
        ("infra_shun", "しゅん"), ("ml_haruka", "Haruka (ML engineer)"), ("ojisan_engineer", "おじさんエンジニア"),
        ("swift_lover", "Swift好き"), ("pythonista_jp", "Pythonista"), ("rustacean-ken", "Ken 🦀"),
        ("go_gopher", "Gopher"), ("k8s-yuto", "ゆうと"), ("aws_tsubasa", "翼"), ("misaki_t", "Misaki T."),
        ("tomo", "とも"), ("riku_h", "Riku Hayashi"), ("nao-fujita", "藤田 直"), ("satoshi_m", "Satoshi M"),
        ("yuna", "ゆな"), ("koji-dev", "Koji"), ("eve", "Eve"), ("sho_ishikawa", "石川 翔"),
        ("kaori_mori", "森 香織"), ("daiki-shimizu", "清水 大樹"), ("ayumi_y", "あゆみ"),
    ]

    /// The first tags are the ones tests and demos name; the rest fill `--tags N`.
    static let tags: [String] = [
        "Swift", "Python", "JavaScript", "Docker", "AWS", "初心者", "機械学習", "TypeScript", "React", "Go",
        "Rust", "Ruby", "Rails", "Linux", "Git", "iOS", "Kotlin", "Java", "PHP", "Vue.js", "Node.js",
        "Terraform", "Kubernetes", "GCP", "Azure", "SQL", "PostgreSQL", "MySQL", "Next.js", "Flutter",
        "ChatGPT", "生成AI", "新人プログラマ応援", "VSCode", "Mac", "Windows", "Bash", "ShellScript", "Vim",
        "HTML", "CSS", "DeepLearning", "PyTorch", "pandas", "LLM", "Django", "FastAPI", "SwiftUI", "Xcode",
        "個人開発", "自動化", "Security", "Network", "RaspberryPi", "AtCoder", "競技プログラミング", "Elixir",
        "Haskell", "C#", "C++", "Unity", "GitHubActions", "Laravel", "Android", "AdventCalendar2025",
    ]

    static let organizations = [
        "increments", "yumemi", "cyberagent", "mixi", "nttdata", "ateam-life-design", "moneyforward",
        "sansan", "dena", "lycorp",
    ]

    static let locations = ["東京都", "大阪府", "Fukuoka, Japan", "京都市", "札幌", "Tokyo, Japan", "名古屋", "沖縄"]
    static let companies = ["株式会社サンプル", "Increments Inc.", "フリーランス", "ACME Corp.", "某SIer", "大学院生"]

    static let descriptions = [
        "Webエンジニアです。Swift / Go / TypeScript を書いています。",
        "Backend engineer. I write about Go, Rust and databases.",
        "機械学習とデータ分析が好きです。\r\nお仕事の依頼はDMで。",
        "iOSアプリ開発者。個人開発でアプリを3本リリースしました📱",
        "インフラエンジニア / AWS認定 / Kubernetes",
        "Student. Learning programming every day!",
        "Qiitaの記事は個人の見解です。",
    ]

    /// Title patterns; `{tag}`, `{tag2}`, `{topic}`, `{n}` and `{year}` are filled in.
    static let titles = [
        "{tag}で始める{topic}入門",
        "【{tag}】{topic}を{n}分で理解する",
        "{tag}初心者がハマった{n}つの罠",
        "Building {topic} with {tag}",
        "Why {topic} in {tag} is slower than you think",
        "{tag} × {tag2} で作る{topic} 〜実践編〜",
        "今さら聞けない{tag}の{topic}",
        "{tag}の{topic}について調べてみた🎉",
        "Understanding {topic} in {tag}: a deep dive into the internals, with benchmarks, pitfalls and a checklist for production 🚀",
        "【保存版】{tag}で{topic}するときのベストプラクティスまとめ（{year}年版）",
        "A practical guide to {topic} for {tag} developers",
        "{topic}を自動化したら作業時間が{n}割減った話",
        "My {tag} setup in {year} ✨",
        "{tag}: {topic} without the magic",
        "【{tag}】{topic}で本番障害を起こしたので振り返る😇",
        "{tag}と{tag2}の{topic}を比較してみた",
    ]

    static let topics = [
        "非同期処理", "エラーハンドリング", "テスト", "CI/CD", "パフォーマンス改善", "メモリリーク", "型推論",
        "依存性注入", "ログ設計", "キャッシュ戦略", "認証", "デプロイ", "async/await", "error handling",
        "unit testing", "CI pipelines", "memory leaks", "dependency injection", "caching", "authentication",
        "ベンチマーク", "リファクタリング",
    ]

    static let emoji = [":smile:", ":tada:", ":rocket:", ":bow:", ":sweat_smile:", ":thinking:", ":+1:", ":warning:"]

    static let embeds = [
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        "https://twitter.com/Qiita/status/1700000000000000000",
        "https://x.com/qiita/status/1800000000000000000",
        "https://codepen.io/qiita/pen/abcdEF",
        "https://gist.github.com/alice/0123456789abcdef0123456789abcdef",
        "https://speakerdeck.com/qiita/example-slides",
    ]

    static let imageHosts = [
        "https://qiita-image-store.s3.ap-northeast-1.amazonaws.com/0/",
        "https://s3-ap-northeast-1.amazonaws.com/qiita-image-store/0/",
        "https://lh6.googleusercontent.com/",
        "https://pbs.twimg.com/profile_images/",
        "https://avatars.githubusercontent.com/u/",
    ]
}
