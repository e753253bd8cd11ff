import QiitaAPI
import TerminalText
import TerminalUI

/// Draws the reader's state as a frame: the screen's visible rows (only those are laid out),
/// then the status line, with the prompt, help or tag chooser over it. A pure function of the
/// state, so frames are tested on a virtual terminal.
package enum ReaderView {
    package static func frame(for state: ReaderState) -> Frame {
        let size = state.size
        let width = max(0, size.columns)
        var rows: [StyledLine] = []
        var cursor: Frame.Cursor?
        switch state.history.current.content {
        case .list(let presenter):
            let header = ScreenHeader.marked(state.history.current.header, following: state.history.current.following)
            rows += header.prefix(state.headerHeight).map { $0.truncated(to: width) }
            if size.rows >= 2 { rows.append(ItemRow.header(width: width)) }
            rows += presenter.visibleRows(height: state.viewportRows, width: width) { state.readItems.contains($0.id) }
            if presenter.state.elements.isEmpty && !presenter.state.isLoading && presenter.state.error == nil
                && presenter.state.hasLoaded
            {
                rows.append(StyledLine("  (nothing here)", style: .dim))
            }
        case .document(let document):
            let margin = state.articleLayout.margin(in: width)
            var lines = document.presenter.visibleRows(height: state.viewportRows, width: width - margin)
            if let find = document.find {
                let top = document.presenter.state.scrollOffset
                lines = lines.enumerated().map { offset, line in line.highlighting(find.highlights(onLine: top + offset)) }
                // Without colour no style is written: the cursor then stands on the current match.
                if !state.colors, state.mode == .browsing, let match = find.currentMatch,
                    (top..<top + lines.count).contains(match.line)
                {
                    cursor = Frame.Cursor(row: match.line - top, column: min(max(0, width - 1), margin + match.columns.lowerBound))
                }
            }
            let indent = Span(String(repeating: " ", count: margin))
            rows += margin == 0 ? lines : lines.map { $0.spans.isEmpty ? $0 : StyledLine([indent] + $0.spans) }
        }
        let contentRows = max(0, size.rows - 1)
        if rows.count > contentRows { rows.removeLast(rows.count - contentRows) }
        while rows.count < contentRows { rows.append(StyledLine()) }

        switch state.mode {
        case .browsing:
            break
        case .copyCode(let choice):
            // The number being typed takes the status line, where no notice can cover it.
            if size.rows >= 1 {
                rows.append(StyledLine(choice.prompt, style: .fg(.yellow)).truncated(to: width))
                return Frame(size: size, rows: rows, cursor: cursor)
            }
        case .help(let scroll):
            let help = HelpText.page(in: size, scroll: scroll, keyBindings: state.keyBindings).lines
            rows = overlay(help.map { StyledLine($0) }, on: rows, width: width)
        case .chooseTag(let tags, let selection):
            let lines =
                [StyledLine("Tags (Enter to open, Esc to cancel)", style: .bold)]
                + tags.enumerated().map { index, tag in
                    let text = "\(index + 1). #\(Sanitizer.line(tag))"
                    return index == selection ? StyledLine("> " + text, style: .inverse) : StyledLine("  " + text)
                }
            rows = overlay(lines, on: rows, width: width)
        case .outline(let selection):
            guard case .document(let document) = state.history.current.content else { break }
            // As many headings as fit, around the one selected.
            let shown = max(1, size.rows - 5)
            let start = min(max(0, selection - shown / 2), max(0, document.headings.count - shown))
            let entries = document.headings.enumerated().dropFirst(start).prefix(shown).map { index, heading in
                let text = String(repeating: "  ", count: max(0, heading.level - 1)) + Sanitizer.line(heading.title)
                return index == selection ? StyledLine("> " + text, style: .inverse) : StyledLine("  " + text)
            }
            rows = overlay([StyledLine("Headings (Enter to go, Esc to cancel)", style: .bold)] + entries, on: rows, width: width)
        case .prompt(let field):
            if size.rows >= 1 {
                let label = field.label
                let view = field.editor.view(width: max(1, width - DisplayWidth.of(label)))
                var line = StyledLine(label, style: .bold)
                line.append(view.text)
                if let hint = state.notice { line.append("  " + Sanitizer.line(hint), style: .dim) }
                rows.append(line.truncated(to: width))
                cursor = Frame.Cursor(row: size.rows - 1, column: min(width - 1, DisplayWidth.of(label) + view.cursorColumn))
                return Frame(size: size, rows: rows, cursor: cursor)
            }
        }
        if size.rows >= 1 { rows.append(StatusLine.line(for: state, width: width)) }
        return Frame(size: size, rows: rows, cursor: cursor)
    }

    /// `lines` in a box drawn over the middle of `rows`.
    static func overlay(_ lines: [StyledLine], on rows: [StyledLine], width: Int) -> [StyledLine] {
        guard !rows.isEmpty, width >= 4 else { return rows }
        let inner = min(width - 4, (lines.map(\.width).max() ?? 0))
        let boxHeight = min(rows.count, lines.count + 2)
        let top = max(0, (rows.count - boxHeight) / 2)
        let left = max(0, (width - inner - 4) / 2)
        var result = rows
        let margin = String(repeating: " ", count: left)
        let border = TextStyle(attributes: .bold)
        result[top] = StyledLine(margin + "┌" + String(repeating: "─", count: inner + 2) + "┐", style: border)
        for index in 0..<max(0, boxHeight - 2) {
            var line = StyledLine(margin + "│ ", style: border)
            line.append(contentsOf: lines[index].truncated(to: inner).padded(to: inner))
            line.append(" │", style: border)
            result[top + 1 + index] = line
        }
        if boxHeight >= 2 {
            result[top + boxHeight - 1] = StyledLine(margin + "└" + String(repeating: "─", count: inner + 2) + "┘", style: border)
        }
        return result
    }
}

/// The bottom line: where you are (a breadcrumb of the history), the position and page, a
/// loading mark, the rate budget, and the last error or notice.
package enum StatusLine {
    package static func line(for state: ReaderState, width: Int) -> StyledLine {
        let entry = state.history.current
        var right: [String] = []
        var error: String?
        var mayPassOnRetry = false
        var loading = false
        switch entry.content {
        case .list(let presenter):
            let list = presenter.state
            let total = list.pages.totalCount.map(String.init) ?? "\(list.elements.count)"
            if !list.elements.isEmpty {
                right.append("\(list.selection + 1)/\(total)")
                right.append("p\(list.pages.page(ofElementAt: list.selection))")
            }
            error = list.error
            mayPassOnRetry = list.errorMayPassOnRetry
            loading = list.isLoading
        case .document(let document):
            let list = document.presenter.state
            if !list.elements.isEmpty {
                let shown = min(list.elements.count, list.scrollOffset + state.viewportRows)
                right.append("\(shown * 100 / max(1, list.elements.count))%")
            }
            if let section = document.currentSection(rows: state.viewportRows) {
                right.insert("§ " + DisplayWidth.truncate(Sanitizer.line(section.title), to: 24), at: 0)
            }
            if document.isChangingStock {
                right.insert("★ …", at: 0)
            } else if let stocked = document.stocked {
                right.insert(stocked ? "★ stocked" : "☆ not stocked", at: 0)
            }
            if let find = document.find { right.insert(find.position, at: 0) }
            error = list.error
            mayPassOnRetry = list.errorMayPassOnRetry
            loading = list.isLoading
        }
        if !state.linkDigits.isEmpty { right.insert("link [\(state.linkDigits)]", at: 0) }
        if loading { right.insert("⟳ loading", at: 0) }
        if state.isOffline {
            right.append("offline")
        } else if let rate = state.rateLimit {
            right.append("API \(rate.remaining)/\(rate.limit)")
        }
        // On narrow terminals the least important figures go first (the budget, then the page),
        // so that some of the breadcrumb or the error stays readable.
        while right.count > 1, DisplayWidth.of(right.joined(separator: "  ")) > width - min(width / 2, 20) {
            right.removeLast()
        }
        let rightText = right.joined(separator: "  ")
        var line = StyledLine()
        let leftWidth = max(0, width - DisplayWidth.of(rightText) - 1)
        if let error {
            line.append(
                DisplayWidth.truncate("✗ " + Sanitizer.line(error) + (mayPassOnRetry ? " (r: retry)" : ""), to: leftWidth),
                style: TextStyle(foreground: .red, attributes: .bold))
        } else if let notice = state.notice {
            line.append(DisplayWidth.truncate(Sanitizer.line(notice), to: leftWidth), style: .fg(.yellow))
        } else {
            line.append(breadcrumb(state.history.path.map(\.label), width: leftWidth), style: .bold)
        }
        let gap = max(1, width - line.width - DisplayWidth.of(rightText))
        line.append(String(repeating: " ", count: gap))
        line.append(rightText, style: .dim)
        var bar = StyledLine()
        for span in line.truncated(to: width).spans {
            var style = span.style
            style.attributes.insert(.inverse)
            bar.append(span.text, style: style)
        }
        return bar
    }

    /// `Feed › @alice › Title`, dropping the oldest steps (`… ›`) to fit `width`.
    package static func breadcrumb(_ labels: [String], width: Int) -> String {
        let cleaned = labels.map { DisplayWidth.truncate(Sanitizer.line($0), to: 30) }
        for start in cleaned.indices {
            let text = (start > 0 ? ["…"] : []) + cleaned[start...]
            let joined = text.joined(separator: " › ")
            if DisplayWidth.of(joined) <= width { return joined }
        }
        return DisplayWidth.truncate(cleaned.last ?? "", to: width)
    }
}
