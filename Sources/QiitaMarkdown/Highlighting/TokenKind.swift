/// What a piece of code is, for colouring. The renderer's theme maps kinds to styles.
package enum TokenKind: Sendable, Hashable, CaseIterable {
    /// Identifiers that are not in a language's tables, white space, and anything unrecognised.
    case plain
    /// Reserved words, literals such as `true`/`nil`, and directives such as `#include`, `#if`, `@media`.
    case keyword
    /// Built-in types and functions from a language's table, and capitalised names where the
    /// language's convention makes them types (Swift, Kotlin, Java, Rust, TypeScript, Ruby, …).
    case type
    /// String and character literals, Ruby symbols, `#include <…>` paths, HTML attribute values.
    case string
    /// Numbers with their prefixes, separators, exponents and suffixes (`0x1F`, `1_000`, `2.5e-3f`, `10px`),
    /// and CSS colours (`#fff`).
    case number
    /// Line and block comments, across lines.
    case comment
    /// Operators and brackets.
    case punctuation
    /// Annotations and decorators (`@MainActor`, `#[derive(…)]`, `!!str`) and HTML attribute names.
    case attribute
    /// HTML element names and CSS element selectors.
    case tag
    /// Keys: JSON object keys, YAML mapping keys, CSS property names.
    case property
    /// Sigil variables (`$HOME`, `${PATH}`, `@name`, `$0`, SCSS `$gap`, YAML anchors) and HTML entities.
    case variable
    /// `diff` lines: added, removed, and headers / hunk markers. `.meta` also marks shell prompts
    /// (`$ `) in terminal sessions: text about the code rather than code.
    case inserted, deleted, meta
}
