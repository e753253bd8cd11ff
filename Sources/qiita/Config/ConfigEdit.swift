/// Changes to the config file's text that keep everything else as the user wrote it.
enum ConfigEdit {
    /// `text` with `key` set to `value`: the line that sets it (dotted, or nested under its
    /// section) gets the new value after its colon; a key not in the file is added at the end.
    static func setting(_ key: String, to value: String, in text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let quoted = quote(value)
        if let entry = ConfigFile(text: text).entries.last(where: { $0.key == key }), entry.line - 1 < lines.count {
            let line = lines[entry.line - 1]
            if let colon = line.firstIndex(of: ":") {
                lines[entry.line - 1] = String(line[...colon]) + " " + quoted
                return lines.joined(separator: "\n") + "\n"
            }
        }
        lines.append("\(key): \(quoted)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A value as YAML reads it back as the same text: quoted when YAML would read it otherwise.
    static func quote(_ value: String) -> String {
        let safe = value.allSatisfy { $0.isLetter || $0.isNumber || "-_./:@ ".contains($0) }
        let plain = safe && !value.isEmpty && !value.hasPrefix(" ") && !value.hasSuffix(" ") && !value.contains(": ")
        return plain ? value : "\"" + value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// What `qiita config edit` starts a new file with: every setting, commented out.
    static let template: String = {
        var text = "# qiita settings: uncomment a line to change it. `qiita config list` shows what is in force.\n"
        for (key, takes, byDefault) in Settings.keys {
            text += "\n# \(takes)\n# \(key): \(byDefault)\n"
        }
        return text
    }()
}
