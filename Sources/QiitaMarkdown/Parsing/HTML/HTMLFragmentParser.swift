import CLibxml2

/// Parses a piece of HTML with libxml2's HTML parser, which recovers from broken markup as
/// browsers do (unclosed tags are closed, stray end tags ignored), into ``HTMLNode`` values.
///
/// libxml2 rather than gumbo: it is maintained (gumbo's upstream is archived), already on every
/// Debian system, and its recovering HTML parser is what Nokogiri, under Qiita's own sanitizer,
/// uses too.
enum HTMLFragmentParser {
    /// Deeper elements than this are dropped with their content: libxml2 stops at its own limit
    /// too, and conversion flattens far earlier.
    static let maximumDepth = 64

    /// libxml2 sets up its global tables on first use; doing that once, before any thread
    /// parses, is what its documentation asks of threaded programs.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// The top-level nodes of `html`; nil when libxml2 could not parse it at all.
    static func parse(_ html: String) -> [HTMLNode]? {
        guard initialized, !html.isEmpty else { return html.isEmpty ? [] : nil }
        // No network, no error reports on stderr. The implied <html><body> stays: without it
        // libxml2 makes the fragment's first element the root and nests all that follows in it.
        let options = Int32(
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                | HTML_PARSE_NONET.rawValue | HTML_PARSE_NODEFDTD.rawValue)
        var source = html
        let document = source.withUTF8 { bytes -> htmlDocPtr? in
            guard let base = bytes.baseAddress else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                htmlReadMemory($0, Int32(clamping: bytes.count), nil, "UTF-8", options)
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        // What the fragment held is in <body>, and in <head> when it began with a script or
        // style; unwrapped, with the wrappers' own elements gone.
        var result: [HTMLNode] = []
        for case .element(let root) in nodes(from: document.pointee.children, depth: 0) {
            guard root.name == "html" else {
                result.append(.element(root))
                continue
            }
            for child in root.children {
                if case .element(let part) = child, part.name == "head" || part.name == "body" {
                    result += part.children
                } else {
                    result.append(child)
                }
            }
        }
        return result
    }

    private static func nodes(from first: xmlNodePtr?, depth: Int) -> [HTMLNode] {
        var result: [HTMLNode] = []
        var current = first
        while let node = current {
            current = node.pointee.next
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content { result.append(.text(String(cString: content))) }
            case XML_ELEMENT_NODE:
                guard depth < maximumDepth else { continue }
                let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
                result.append(
                    .element(
                        HTMLElement(
                            name: name, attributes: attributes(of: node),
                            children: nodes(from: node.pointee.children, depth: depth + 1))))
            default:
                // Comments, processing instructions, doctype: nothing a reader sees.
                continue
            }
        }
        return result
    }

    private static func attributes(of node: xmlNodePtr) -> [String: String] {
        var result: [String: String] = [:]
        var current = node.pointee.properties
        while let attribute = current {
            current = attribute.pointee.next
            guard let name = attribute.pointee.name else { continue }
            var value = ""
            var child = attribute.pointee.children
            while let text = child {
                if let content = text.pointee.content { value += String(cString: content) }
                child = text.pointee.next
            }
            result[String(cString: name).lowercased()] = value
        }
        return result
    }
}
