/// A node of parsed HTML, copied out of libxml2's tree so that conversion works on plain
/// values and libxml2's memory is freed as soon as parsing ends.
indirect enum HTMLNode: Sendable, Hashable {
    /// Text with its entities decoded, not yet sanitized.
    case text(String)
    case element(HTMLElement)
}

/// An element: its lower-case name, its attributes (lower-case names, decoded values) and children.
struct HTMLElement: Sendable, Hashable {
    var name: String
    var attributes: [String: String]
    var children: [HTMLNode]

    init(name: String, attributes: [String: String] = [:], children: [HTMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The words of the `class` attribute.
    var classes: [Substring] {
        (attributes["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    }

    /// The first descendant element named `name`, depth first.
    func firstDescendant(named name: String) -> HTMLElement? {
        for case .element(let child) in children {
            if child.name == name { return child }
            if let found = child.firstDescendant(named: name) { return found }
        }
        return nil
    }

    /// Every descendant element named `name`, in document order.
    func descendants(named name: String) -> [HTMLElement] {
        var found: [HTMLElement] = []
        for case .element(let child) in children {
            if child.name == name { found.append(child) }
            found += child.descendants(named: name)
        }
        return found
    }

    /// The text of the element and its descendants, as written (whitespace not collapsed).
    var textContent: String {
        var text = ""
        for child in children {
            switch child {
            case .text(let value): text += value
            case .element(let element): text += element.textContent
            }
        }
        return text
    }
}
