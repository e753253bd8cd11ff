/// The tables of the languages with C's shape: `//` and `/* */` comments, braces, quoted strings.
extension LanguageDefinition {
    /// `"…"` and `'…'` on one line, with backslash escapes.
    static let cStrings = [StringRule("\""), StringRule("'")]

    static let swift = LanguageDefinition(
        name: "swift",
        aliases: ["swift"],
        fileExtensions: ["swift", "swiftinterface"],
        words: WordTable([
            (
                .keyword,
                """
                associatedtype class deinit enum extension fileprivate func import init inout internal let open \
                operator private precedencegroup protocol public rethrows static struct subscript typealias var \
                break case catch continue default defer do else fallthrough for guard if in repeat return throw \
                switch where while as false is nil self Self super throws true try async await actor some any \
                nonisolated isolated consuming borrowing sending macro package lazy weak unowned mutating \
                nonmutating override final required convenience dynamic optional indirect get set willSet didSet
                """
            ),
            (
                .type,
                """
                print debugPrint dump min max abs zip stride repeatElement sequence assert assertionFailure \
                precondition preconditionFailure fatalError withExtendedLifetime
                """
            ),
        ]),
        lineComments: ["//"],
        blockComments: [BlockCommentRule("/*", "*/", nests: true)],
        strings: [
            StringRule("\"\"\"", escape: nil, spansLines: true, hashFence: .required),
            StringRule("\"", escape: nil, hashFence: .required),
            StringRule("\"\"\"", spansLines: true),
            StringRule("\""),
        ],
        variables: VariableRule(sigils: "$", specials: "0123456789"),
        annotationSigil: ASCII.at,
        directives: .anywhere,
        capitalizedNamesAreTypes: true
    )

    static let c = LanguageDefinition(
        name: "c",
        aliases: ["c", "h"],
        fileExtensions: ["c", "h"],
        words: WordTable([
            (.keyword, cKeywords),
            (.type, cTypes),
        ]),
        lineComments: ["//"],
        blockComments: [BlockCommentRule("/*", "*/")],
        strings: [
            StringRule("\"", prefixes: ["", "L", "u", "U", "u8"]),
            StringRule("'", prefixes: ["", "L", "u", "U", "u8"]),
        ],
        numbers: NumberRule(separators: "'"),
        directives: .lineStart
    )

    static let cpp: LanguageDefinition = {
        var language = c
        language.name = "cpp"
        language.aliases = ["cpp", "c++", "cc", "hpp", "cxx", "hh", "hxx", "h++", "ino"]
        language.fileExtensions = ["cpp", "cc", "cxx", "c++", "hpp", "hh", "hxx", "h++", "ino", "ipp", "tpp"]
        language.words = WordTable([
            (
                .keyword,
                cKeywords + " " + """
                    alignas alignof and and_eq asm bitand bitor catch class co_await co_return co_yield compl \
                    concept consteval constexpr constinit const_cast decltype delete dynamic_cast explicit export \
                    friend module mutable namespace new noexcept not not_eq nullptr operator or or_eq override \
                    final private protected public reinterpret_cast requires static_assert static_cast template \
                    this thread_local throw try typeid typename using virtual xor xor_eq import
                    """
            ),
            (
                .type,
                cTypes + " " + """
                    std string string_view vector array map unordered_map set unordered_set list deque pair tuple \
                    optional variant unique_ptr shared_ptr weak_ptr function cout cin cerr endl size_t wchar_t \
                    char8_t char16_t char32_t move forward make_unique make_shared
                    """
            ),
        ])
        language.strings = [
            StringRule(
                "\"", escape: nil, spansLines: true, parenthesisedDelimiter: true,
                prefixes: ["R", "u8R", "uR", "UR", "LR"]),
        ] + c.strings
        return language
    }()

    private static let cKeywords = """
        auto break case const continue default do else enum extern for goto if inline register restrict \
        return signed sizeof static struct switch typedef union unsigned volatile while _Alignas _Alignof \
        _Atomic _Generic _Noreturn _Static_assert _Thread_local NULL true false
        """

    private static let cTypes = """
        void char short int long float double bool _Bool _Complex size_t ssize_t ptrdiff_t intptr_t uintptr_t \
        int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t FILE printf scanf fprintf sprintf \
        snprintf puts malloc calloc realloc free memcpy memset strlen strcmp strcpy
        """

    static let go = LanguageDefinition(
        name: "go",
        aliases: ["go", "golang"],
        fileExtensions: ["go"],
        words: WordTable([
            (
                .keyword,
                """
                break case chan const continue default defer else fallthrough for func go goto if import \
                interface map package range return select struct switch type var true false nil iota
                """
            ),
            (
                .type,
                """
                bool byte complex64 complex128 error float32 float64 int int8 int16 int32 int64 rune string \
                uint uint8 uint16 uint32 uint64 uintptr any comparable append cap clear close complex copy \
                delete imag len make max min new panic print println real recover
                """
            ),
        ]),
        lineComments: ["//"],
        blockComments: [BlockCommentRule("/*", "*/")],
        strings: [StringRule("`", escape: nil, spansLines: true)] + cStrings
    )

    static let rust = LanguageDefinition(
        name: "rust",
        aliases: ["rust", "rs"],
        fileExtensions: ["rs"],
        words: WordTable([
            (
                .keyword,
                """
                as async await break const continue crate dyn else enum extern false fn for if impl in let \
                loop match mod move mut pub ref return self Self static struct super trait true type unsafe \
                use where while union macro_rules
                """
            ),
            (
                .type,
                """
                i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 bool char str String Vec Option \
                Result Box Some None Ok Err
                """
            ),
        ]),
        lineComments: ["//"],
        blockComments: [BlockCommentRule("/*", "*/", nests: true)],
        strings: [
            StringRule("\"", escape: nil, spansLines: true, hashFence: .optional, prefixes: ["r", "br", "cr"]),
            StringRule("\"", spansLines: true, prefixes: ["", "b", "c"]),
            StringRule("'", singleScalar: true, prefixes: ["", "b"]),
        ],
        bracketAnnotations: ["#![", "#["],
        capitalizedNamesAreTypes: true
    )

    static let javascript = LanguageDefinition(
        name: "javascript",
        aliases: ["javascript", "js", "jsx", "mjs", "cjs", "node"],
        fileExtensions: ["js", "jsx", "mjs", "cjs"],
        words: WordTable([
            (.keyword, javascriptKeywords),
            (.type, javascriptBuiltins),
        ]),
        identifiers: IdentifierRule(extraStart: "$", extraContinue: "$"),
        lineComments: ["//"],
        blockComments: [BlockCommentRule("/*", "*/")],
        strings: cStrings + [StringRule("`", spansLines: true)],
        annotationSigil: ASCII.at,
        capitalizedNamesAreTypes: true
    )

    static let typescript: LanguageDefinition = {
        var language = javascript
        language.name = "typescript"
        language.aliases = ["typescript", "ts", "tsx", "mts", "cts"]
        language.fileExtensions = ["ts", "tsx", "mts", "cts"]
        language.words = WordTable([
            (
                .keyword,
                javascriptKeywords + " " + """
                    abstract as asserts declare enum implements infer interface is keyof module namespace \
                    override private protected public readonly satisfies type unique
                    """
            ),
            (
                .type,
                javascriptBuiltins + " any unknown never string number boolean bigint symbol object void "
                    + "Partial Required Readonly Record Pick Omit ReturnType"
            ),
        ])
        return language
    }()

    private static let javascriptKeywords = """
        async await break case catch class const continue debugger default delete do else export extends \
        finally for from function if import in instanceof let new of return static super switch this throw \
        try typeof var void while with yield true false null undefined NaN Infinity
        """

    private static let javascriptBuiltins = """
        Array Object String Number Boolean Symbol BigInt Promise Map Set WeakMap WeakSet JSON Math Date \
        RegExp Error TypeError console window document globalThis require module exports process \
        parseInt parseFloat setTimeout setInterval clearTimeout fetch
        """
}
