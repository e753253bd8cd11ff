/// Where a find matched on a page: a laid-out line and the display columns the match covers
/// on it (from the line's start, before any centring margin), so a wide character counts two.
package struct PageMatch: Hashable, Sendable {
    package var line: Int
    package var columns: Range<Int>

    package init(line: Int, columns: Range<Int>) {
        self.line = line
        self.columns = columns
    }
}
