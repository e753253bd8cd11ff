/// Everything the one generic scanner knows about a language, as data.
///
/// Each language is a `static let` value of this type (see the `LanguageDefinition+…` files);
/// `CodeScanner` reads these tables and never branches on a language's name. The few switches
/// for languages that are not C-like (`structure`, `keys`, `directives`, `promptedSessions`)
/// are data too.
struct LanguageDefinition: Sendable {
    /// How tokens are found beyond the shared code rules.
    enum Structure: Sendable {
        /// Programming and data languages: comments, strings, numbers, identifiers, punctuation.
        case code
        /// HTML and XML: text with `<tags attribute="value">`, comments and `&entities;`;
        /// only the inside of a tag is tokenised.
        case markup
        /// CSS and SCSS: selectors outside braces (and before a `{`), `property: value` inside.
        case styleSheet
    }

    /// Which text is a key (`.property`).
    enum KeyStyle: Sendable {
        case none
        /// A string followed by `:` (JSON).
        case quoted
        /// A mapping key at the start of a line, quoted or not, and `|`/`>` block scalars (YAML).
        case yaml
        /// A name before `=` at the start of a line, or a quoted one, and `[section]` headers as
        /// tags (TOML, INI).
        case assignment
    }

    /// Where `#name` is a directive (`.keyword`).
    enum DirectiveStyle: Sendable {
        case none
        /// First on its line: the C preprocessor (`#include <stdio.h>` also makes the path a string).
        case lineStart
        /// Anywhere: Swift's `#if`, `#available`, `#selector`.
        case anywhere
    }

    /// The canonical name, reported as `SyntaxHighlighter.language`.
    var name: String
    /// Fence info strings that select this language, lowercase (matched case-insensitively).
    var aliases: [String] = []
    /// File name extensions, lowercase, without the dot.
    var fileExtensions: [String] = []
    /// Whole file names, lowercase (`dockerfile`, `gemfile`, `.bashrc`).
    var fileNames: [String] = []
    /// Keywords, literals, types and built-ins.
    var words = WordTable([])
    var identifiers = IdentifierRule()
    var lineComments: [Delimiter] = []
    /// Whether a line comment must start a word (shell and YAML: `a#b` is not a comment).
    var lineCommentsNeedBoundary = false
    var blockComments: [BlockCommentRule] = []
    /// String rules, longest opener first.
    var strings: [StringRule] = []
    /// Nil for languages without numbers outside strings (markup).
    var numbers: NumberRule? = NumberRule()
    var variables: VariableRule?
    /// A sigil that makes `sigil name` an annotation (`@Override`, `@decorator`, YAML `!!str`).
    var annotationSigil: UInt8?
    /// Openers of bracketed annotations up to their `]` (Rust `#[…]`, `#![…]`).
    var bracketAnnotations: [Delimiter] = []
    /// A sigil that makes `sigil name` a symbol, coloured as a string (Ruby `:name`).
    var symbolSigil: UInt8?
    var directives = DirectiveStyle.none
    /// Whether names that start with a capital and contain a lowercase letter are types.
    var capitalizedNamesAreTypes = false
    var keys = KeyStyle.none
    var structure = Structure.code
    /// Whether a block that shows prompts (`$ ls`) is a terminal session: lines after a prompt are
    /// code, the others are the commands' output and stay plain.
    var promptedSessions = false
}
