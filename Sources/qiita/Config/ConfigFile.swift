import Yams

/// The text of `config.yml` read into its entries: `key: value` lines, where a key may be
/// dotted (`article.width: 90`) or nested (`article:` then `  width: 90`). Each entry keeps the
/// line it is on, so that a problem is named where it is. YAML, read with Yams (already in the
/// build for qiita-cli's front matter), because it gives every node its line; values are read
/// as the text written, so YAML's implicit types (`no` as false) never apply.
struct ConfigFile {
    struct Entry: Equatable {
        var key: String
        var value: String
        var line: Int
    }

    var entries: [Entry] = []
    /// The file could not be read as YAML at all: why, and where.
    var syntaxError: (line: Int, message: String)?

    init(text: String) {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            syntaxError = Self.describe(error)
            return
        } catch {
            syntaxError = (1, "\(error)")
            return
        }
        guard let root else { return }
        guard let mapping = root.mapping else {
            syntaxError = (root.mark?.line ?? 1, "expected lines of key: value")
            return
        }
        collect(mapping, prefix: "")
    }

    /// Flattens nested mappings into dotted keys; a list or a nested mapping where a value
    /// belongs is kept as an entry with an empty value, for the settings to refuse by name.
    private mutating func collect(_ mapping: Node.Mapping, prefix: String) {
        for (keyNode, valueNode) in mapping {
            let key = prefix + (keyNode.scalar?.string ?? "")
            let line = keyNode.mark?.line ?? 1
            switch valueNode {
            case .scalar(let scalar): entries.append(Entry(key: key, value: scalar.string, line: line))
            case .mapping(let nested): collect(nested, prefix: key + ".")
            case .sequence, .alias: entries.append(Entry(key: key, value: "", line: line))
            }
        }
    }

    private static func describe(_ error: YamlError) -> (Int, String) {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            return (mark.line, problem)
        case .composer(_, let problem, let mark, _):
            return (mark.line, problem)
        default:
            return (1, "not YAML")
        }
    }
}
