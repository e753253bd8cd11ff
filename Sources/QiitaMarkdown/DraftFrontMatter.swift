import Yams

/// The front matter of a draft written for qiita-cli: `---`, YAML, `---` at the very top.
/// Its title and tags head the preview as an article's do; the rest (`id`, `private`,
/// `updated_at`, `organization_url_name`, …) is the CLI's bookkeeping and is not shown.
package struct DraftFrontMatter: Sendable, Hashable {
    package var title: String
    package var tags: [String]

    /// Front matter longer than this is taken for text: real ones are a dozen lines.
    static let maximumLength = 16 * 1024

    /// The front matter at the top of `markdown` and the body after it. Text that does not
    /// open with front matter, or whose front matter is not a YAML mapping, is all body, as
    /// Qiita would show it.
    package static func split(_ markdown: String) -> (frontMatter: DraftFrontMatter?, body: String) {
        guard markdown.hasPrefix("---") else { return (nil, markdown) }
        // CRLF is one Character in Swift, never equal to "\n": line ends are made LF first.
        let text = markdown.replacing("\r\n", with: "\n")
        var lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard lines.count == 2, lines[0] == "---" else { return (nil, markdown) }
        let rest = lines.removeLast()
        var yamlEnd = rest.startIndex
        var bodyStart: Substring.Index?
        while yamlEnd < rest.endIndex, rest.utf8.distance(from: rest.startIndex, to: yamlEnd) <= maximumLength {
            let lineEnd = rest[yamlEnd...].firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[yamlEnd..<lineEnd]
            if line == "---" || line == "..." {
                bodyStart = lineEnd < rest.endIndex ? rest.index(after: lineEnd) : lineEnd
                break
            }
            yamlEnd = lineEnd < rest.endIndex ? rest.index(after: lineEnd) : lineEnd
        }
        guard let bodyStart, let frontMatter = parse(String(rest[..<yamlEnd])) else { return (nil, markdown) }
        return (frontMatter, String(rest[bodyStart...]))
    }

    /// The title and tags of a YAML mapping; nil for anything else. Read from the composed
    /// nodes, so an alias is never expanded (a few lines of anchors could name gigabytes).
    static func parse(_ yaml: String) -> DraftFrontMatter? {
        guard let node = try? Yams.compose(yaml: yaml), let mapping = node.mapping else { return nil }
        let title = mapping["title"]?.scalar?.string ?? ""
        // qiita-cli writes names (`- Swift`); the API's own form (`- name: Swift`) is read too.
        let tags = (mapping["tags"]?.sequence ?? []).compactMap { tag in tag.scalar?.string ?? tag.mapping?["name"]?.scalar?.string }
        return DraftFrontMatter(title: title, tags: tags)
    }

    /// The header an article with this title and tags has.
    package var header: ArticleHeader {
        ArticleHeader(title: title, authorID: "", created: "", updated: "", tags: tags, url: "")
    }
}
