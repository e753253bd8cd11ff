/// The tables of languages that run on a managed runtime (JVM, .NET, Dart VM): C-like syntax,
/// annotations, and capitalised type names by convention.
extension LanguageDefinition {
    static let java = LanguageDefinition(
        name: "java",
        aliases: ["java"],
        fileExtensions: ["java"],
        words: WordTable([
            (
                .keyword,
                """
                abstract assert break case catch class const continue default do else enum extends final finally \
                for goto if implements import instanceof interface native new package private protected public \
                return static strictfp super switch synchronized this throw throws transient try volatile while \
                var record sealed permits yield true false null
                """
            ),
            (.type, "boolean byte char double float int long short void"),
        ]),
        lineComments: ["//"],
        blockComments: [BlockCommentRule("/*", "*/")],
        strings: [StringRule("\"\"\"", spansLines: true)] + cStrings,
        annotationSigil: ASCII.at,
        capitalizedNamesAreTypes: true
    )

    static let kotlin = LanguageDefinition(
        name: "kotlin",
        aliases: ["kotlin", "kt", "kts"],
        fileExtensions: ["kt", "kts"],
        words: WordTable([
            (
                .keyword,
                """
                as break class continue do else false for fun if in interface is null object package return \
                super this throw true try typealias typeof val var when while by catch constructor finally get \
                import init set where actual abstract annotation companion const crossinline data enum expect \
                external final infix inline inner internal lateinit noinline open operator out override private \
                protected public reified sealed suspend tailrec vararg
                """
            ),
            (
                .type,
                """
                println print listOf mutableListOf mapOf mutableMapOf setOf mutableSetOf arrayOf emptyList \
                require check error lazy also apply let run with repeat
                """
            ),
        ]),
        lineComments: ["//"],
        blockComments: [BlockCommentRule("/*", "*/", nests: true)],
        strings: [StringRule("\"\"\"", escape: nil, spansLines: true)] + cStrings,
        annotationSigil: ASCII.at,
        capitalizedNamesAreTypes: true
    )

    static let csharp = LanguageDefinition(
        name: "csharp",
        aliases: ["csharp", "cs", "c#"],
        fileExtensions: ["cs", "csx"],
        words: WordTable([
            (
                .keyword,
                """
                abstract as base break case catch checked class const continue default delegate do else enum \
                event explicit extern false finally fixed for foreach goto if implicit in interface internal is \
                lock namespace new null operator out override params private protected public readonly ref \
                return sealed sizeof stackalloc static struct switch this throw true try typeof unchecked unsafe \
                using virtual volatile while async await var record init get set yield where when nameof \
                dynamic partial required
                """
            ),
            (
                .type,
                """
                bool byte sbyte char decimal double float int uint long ulong short ushort object string void \
                nint nuint Console String Math List Dictionary HashSet IEnumerable Task DateTime TimeSpan Guid \
                Exception Action Func
                """
            ),
        ]),
        lineComments: ["//"],
        blockComments: [BlockCommentRule("/*", "*/")],
        strings: [
            StringRule("\"\"\"", escape: nil, spansLines: true),
            StringRule("@$\"", "\"", escape: nil, spansLines: true, doubledCloseEscapes: true),
            StringRule("$@\"", "\"", escape: nil, spansLines: true, doubledCloseEscapes: true),
            StringRule("@\"", "\"", escape: nil, spansLines: true, doubledCloseEscapes: true),
            StringRule("$\"", "\""),
        ] + cStrings,
        directives: .lineStart
    )

    static let dart = LanguageDefinition(
        name: "dart",
        aliases: ["dart", "flutter"],
        fileExtensions: ["dart"],
        words: WordTable([
            (
                .keyword,
                """
                abstract as assert async await base break case catch class const continue covariant default \
                deferred do dynamic else enum export extends extension external factory false final finally for \
                get hide if implements import in interface is late library mixin new null of on operator part \
                required rethrow return sealed set show static super switch sync this throw true try typedef var \
                void when while with yield
                """
            ),
            (.type, "int double num bool print"),
        ]),
        lineComments: ["//"],
        blockComments: [BlockCommentRule("/*", "*/", nests: true)],
        strings: [
            StringRule("\"\"\"", spansLines: true, prefixes: ["", "r"]),
            StringRule("'''", spansLines: true, prefixes: ["", "r"]),
            StringRule("\"", prefixes: ["", "r"]),
            StringRule("'", prefixes: ["", "r"]),
        ],
        annotationSigil: ASCII.at,
        capitalizedNamesAreTypes: true
    )
}
