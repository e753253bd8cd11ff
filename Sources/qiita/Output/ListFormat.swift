import QiitaAPI
import TerminalText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How one kind of list element is printed: as a row of an aligned table on a terminal, and as
/// tab-separated fields when piped.
protocol ListFormat: SendableMetatype {
    associatedtype Element: Sendable
    /// The model whose API objects `--json` prints, and whose fields it may name.
    associatedtype JSONModel: JSONFieldNames
    /// The table's columns; the layout is planned once for the terminal's width.
    var columns: [TableColumn] { get }
    /// The cells of one row, one per column, sanitized and on one line.
    func cells(for element: Element) -> [Span]
    /// The tab-separated fields of one row (no tabs or newlines inside a field).
    func fields(for element: Element) -> [String]
    /// The element's id, for what the library remembers of it.
    func id(of element: Element) -> String
    /// What the elements are called in messages ("items", "comments").
    var noun: String { get }
    /// When the element was created, for `--since`; nil when it has no such date.
    func createdAt(of element: Element) -> Date?
}

extension ListFormat {
    func createdAt(of element: Element) -> Date? { nil }
}
