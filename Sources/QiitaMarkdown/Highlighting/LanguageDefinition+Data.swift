/// The tables of data languages, whose keys are coloured as properties.
extension LanguageDefinition {
    static let json = LanguageDefinition(
        name: "json",
        aliases: ["json", "jsonc", "json5", "geojson", "jsonl", "ndjson"],
        fileExtensions: ["json", "jsonc", "json5", "geojson", "jsonl", "ndjson", "webmanifest"],
        fileNames: [".babelrc", ".eslintrc", ".prettierrc"],
        words: WordTable([(.keyword, "true false null")]),
        lineComments: ["//"],
        blockComments: [BlockCommentRule("/*", "*/")],
        strings: [StringRule("\""), StringRule("'")],
        numbers: NumberRule(separators: "", radixPrefixes: false),
        keys: .quoted
    )

    static let yaml = LanguageDefinition(
        name: "yaml",
        aliases: ["yaml", "yml"],
        fileExtensions: ["yaml", "yml"],
        fileNames: [".clang-format", ".clang-tidy"],
        words: WordTable(ignoringCase: true, [(.keyword, "true false null yes no on off")]),
        identifiers: IdentifierRule(extraContinue: "-"),
        lineComments: ["#"],
        lineCommentsNeedBoundary: true,
        strings: [
            StringRule("\"", spansLines: true, opensOnlyAfterBreak: true),
            StringRule("'", escape: nil, spansLines: true, doubledCloseEscapes: true, opensOnlyAfterBreak: true),
        ],
        variables: VariableRule(sigils: "&*", extraNameBytes: "-."),
        annotationSigil: UInt8(ascii: "!"),
        keys: .yaml
    )

    static let toml = LanguageDefinition(
        name: "toml",
        aliases: ["toml"],
        fileExtensions: ["toml"],
        fileNames: ["pipfile", "cargo.lock", "poetry.lock"],
        words: WordTable([(.keyword, "true false inf nan")]),
        identifiers: IdentifierRule(extraContinue: "-"),
        lineComments: ["#"],
        strings: [
            StringRule("\"\"\"", spansLines: true),
            StringRule("'''", escape: nil, spansLines: true),
            StringRule("\""),
            StringRule("'", escape: nil),
        ],
        keys: .assignment
    )

    static let ini = LanguageDefinition(
        name: "ini",
        aliases: ["ini", "cfg", "properties", "dotenv", "env", "editorconfig", "gitconfig", "desktop"],
        fileExtensions: ["ini", "cfg", "properties", "env", "editorconfig", "gitconfig", "desktop"],
        fileNames: [".env", ".editorconfig", ".gitconfig", ".npmrc", ".flake8", "setup.cfg"],
        words: WordTable(ignoringCase: true, [(.keyword, "true false yes no on off")]),
        identifiers: IdentifierRule(extraContinue: "-"),
        lineComments: [";", "#"],
        lineCommentsNeedBoundary: true,
        strings: [StringRule("\""), StringRule("'", escape: nil)],
        keys: .assignment
    )
}
