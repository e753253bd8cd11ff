import ArgumentParser
import QiitaAPI
import TerminalText

/// What `--json` asked for: nothing (no JSON), the default fields, or named fields in order.
enum JSONSelection: Equatable {
    case none
    case defaultFields
    case fields([String])

    /// `--json`'s value: nil when absent, "" when given alone (ArgumentParser's `defaultAsFlag`).
    init(option: String?) {
        switch option {
        case nil: self = .none
        case ""?: self = .defaultFields
        case let list?:
            self = .fields(list.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty })
        }
    }

    var isEnabled: Bool { self != .none }

    /// The fields to print for `Model`: by default all, minus heavy ones in lists.
    func fieldNames<Model: JSONFieldNames>(for model: Model.Type, inList: Bool) throws -> [String] {
        switch self {
        case .none:
            return []
        case .defaultFields:
            return inList ? Model.fieldNames.filter { !Model.heavyFieldNames.contains($0) } : Model.fieldNames
        case .fields(let names):
            if let unknown = names.first(where: { !Model.fieldNames.contains($0) }) {
                let question = NameSuggestion.question(for: unknown, in: Model.fieldNames).map { " (\($0))" } ?? ""
                throw CommandFailure.usage(
                    "unknown JSON field '\(Sanitizer.line(unknown))'\(question); valid fields: \(Model.fieldNames.joined(separator: ", "))")
            }
            if names.isEmpty {
                throw CommandFailure.usage("--json= needs field names; valid fields: \(Model.fieldNames.joined(separator: ", "))")
            }
            return names
        }
    }

    /// Every field name any command prints.
    static let knownFieldNames = Set(Item.fieldNames + AuthenticatedUser.fieldNames + QiitaAPI.Comment.fieldNames + Tag.fieldNames)

    /// Gives back to a command's positional argument the word that ArgumentParser read as
    /// `--json`'s value (`qiita item --json ID`): a word with no comma that names no field is the
    /// positional when that was not given, and `--json` then stands alone.
    static func reclaimPositional(
        json: inout String?, positional: inout String?, fieldNames: Set<String> = knownFieldNames
    ) {
        guard positional == nil, let word = json, !word.isEmpty, !word.contains(","), !fieldNames.contains(word)
        else { return }
        positional = word
        json = ""
    }

    /// ``reclaimPositional(json:positional:fieldNames:)`` for a positional the command requires:
    /// the value, or the error ArgumentParser gives for a missing one.
    static func requiredPositional(_ positional: String?, json: inout String?, valueName: String) throws -> String {
        var positional = positional
        reclaimPositional(json: &json, positional: &positional)
        guard let positional else { throw ValidationError("Missing expected argument '<\(valueName)>'") }
        return positional
    }
}
