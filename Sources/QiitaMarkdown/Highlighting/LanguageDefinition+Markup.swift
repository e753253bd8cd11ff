/// The tables of markup and style sheets, which use the scanner's `markup` and `styleSheet` structures.
extension LanguageDefinition {
    static let html = LanguageDefinition(
        name: "html",
        aliases: ["html", "htm", "xhtml", "xml", "vue", "svg", "erb", "plist", "xaml", "jsp", "svelte"],
        fileExtensions: [
            "html", "htm", "xhtml", "xml", "vue", "svg", "erb", "plist", "xaml", "xib", "storyboard", "svelte", "jsp",
        ],
        blockComments: [BlockCommentRule("<!--", "-->")],
        strings: [StringRule("\"", escape: nil, spansLines: true), StringRule("'", escape: nil, spansLines: true)],
        numbers: nil,
        structure: .markup
    )

    static let css = LanguageDefinition(
        name: "css",
        aliases: ["css"],
        fileExtensions: ["css"],
        words: WordTable([(.keyword, "inherit initial unset revert auto none transparent currentColor and not only")]),
        identifiers: IdentifierRule(extraStart: "-", extraContinue: "-"),
        blockComments: [BlockCommentRule("/*", "*/")],
        strings: [StringRule("\""), StringRule("'")],
        numbers: NumberRule(separators: "", radixPrefixes: false, units: "%"),
        structure: .styleSheet
    )

    /// SCSS and Less: CSS with `//` comments and `$` (or `@`) variables.
    static let scss: LanguageDefinition = {
        var language = css
        language.name = "scss"
        language.aliases = ["scss", "less", "sass"]
        language.fileExtensions = ["scss", "less", "sass"]
        language.lineComments = ["//"]
        language.variables = VariableRule(sigils: "$")
        return language
    }()
}
