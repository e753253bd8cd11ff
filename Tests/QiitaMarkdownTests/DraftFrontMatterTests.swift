import Testing

@testable import QiitaMarkdown

/// qiita-cli's drafts: front matter between `---` lines, its title and tags for the header.
@Suite struct DraftFrontMatterTests {
    private static let draft = """
        ---
        title: Swiftで型推論を試す
        tags:
          - Swift
          - 初心者
        private: false
        updated_at: ''
        id: null
        organization_url_name: null
        slide: false
        ignorePublish: false
        ---
        # はじめに

        本文です。
        """

    @Test func aQiitaCLIDraftGivesTitleAndTagsAndTheBodyAfter() {
        let (frontMatter, body) = DraftFrontMatter.split(Self.draft)
        #expect(frontMatter == DraftFrontMatter(title: "Swiftで型推論を試す", tags: ["Swift", "初心者"]))
        #expect(body == "# はじめに\n\n本文です。")
        let crlf = DraftFrontMatter.split(Self.draft.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(crlf.frontMatter == frontMatter)
    }

    @Test func theRenderedDraftIsHeadedByItsTitleAndTagsAlone() {
        let (frontMatter, body) = DraftFrontMatter.split(Self.draft)
        let lines = ArticleRenderer(header: frontMatter?.header, body: body).render(RenderOptions(width: 60)).lines.map(\.plainText)
        #expect(lines.first == "Swiftで型推論を試す")
        #expect(lines.contains("#Swift #初心者"))
        #expect(!lines.contains { $0.contains("private") || $0.contains("ignorePublish") || $0.contains("unknown author") })
    }

    @Test func tagsInTheAPIsFormAreReadToo() {
        let (frontMatter, _) = DraftFrontMatter.split("---\ntitle: T\ntags:\n  - name: Go\n    versions: []\n---\nx")
        #expect(frontMatter?.tags == ["Go"])
    }

    @Test(arguments: [
        "no front matter\n---\n", "---\ntitle: never closed\n", "---\nnot: [valid\n---\nbody", "---\n- a list\n---\nbody",
        " ---\ntitle: indented\n---\n",
    ])
    func textWithoutFrontMatterIsAllBody(_ markdown: String) {
        let (frontMatter, body) = DraftFrontMatter.split(markdown)
        #expect(frontMatter == nil)
        #expect(body == markdown)
    }

    /// Aliases are read as the nodes they name, never expanded: a few lines cannot name gigabytes.
    @Test func anchorsAreNotExpanded() {
        var yaml = "---\na0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1..<9 { yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n" }
        yaml += "title: Laughs\n---\nbody"
        #expect(DraftFrontMatter.split(yaml).frontMatter?.title == "Laughs")
    }
}
