/// Every language table, and the lookups from fence info strings and file names to them.
enum LanguageCatalog {
    static let all: [LanguageDefinition] = [
        .swift, .ruby, .python, .javascript, .typescript, .go, .rust, .java, .kotlin, .c, .cpp,
        .shell, .sql, .yaml, .json, .html, .css, .scss, .dockerfile, .csharp, .dart, .php, .powershell,
        .toml, .ini,
    ]

    private static let byAlias: [String: LanguageDefinition] = index(\.aliases)
    private static let byExtension: [String: LanguageDefinition] = index(\.fileExtensions)
    private static let byFileName: [String: LanguageDefinition] = index(\.fileNames)

    /// The language a fence names (`rb`, `JavaScript`, `c++`), nil when no table has that alias.
    static func language(alias: String) -> LanguageDefinition? {
        byAlias[alias.lowercased()]
    }

    /// The language of a file: by its whole name (`Dockerfile`, `Gemfile`, `.bashrc`), then by
    /// its extension (`main.swift`, `lib/app.rb`). Names such as `Dockerfile.dev` count too.
    static func language(filename: String) -> LanguageDefinition? {
        let name = String(filename.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? "").lowercased()
        guard !name.isEmpty else { return nil }
        if let language = byFileName[name] { return language }
        if let dot = name.lastIndex(of: "."),
            let language = byExtension[String(name[name.index(after: dot)...])]
        {
            return language
        }
        if let dot = name.firstIndex(of: "."), let language = byFileName[String(name[..<dot])] {
            return language
        }
        return nil
    }

    private static func index(_ names: KeyPath<LanguageDefinition, [String]>) -> [String: LanguageDefinition] {
        var index: [String: LanguageDefinition] = [:]
        for language in all {
            for name in language[keyPath: names] where index[name] == nil {
                index[name] = language
            }
        }
        return index
    }
}
