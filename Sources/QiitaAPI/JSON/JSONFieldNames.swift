/// A model whose API objects `--json FIELDS` selects from: the field names it may name, in the
/// API's order, read from the model's coding keys so they are written once.
package protocol JSONFieldNames {
    /// Every field name, in output order.
    static var fieldNames: [String] { get }
    /// Fields that lists leave out unless asked for by name (large bodies).
    static var heavyFieldNames: Set<String> { get }
}

extension JSONFieldNames {
    package static var heavyFieldNames: Set<String> { [] }
}

extension User: JSONFieldNames {
    package static let fieldNames = CodingKeys.allCases.map(\.rawValue)
}

extension AuthenticatedUser: JSONFieldNames {
    package static let fieldNames = User.fieldNames + CodingKeys.allCases.map(\.rawValue)
}

extension Tag: JSONFieldNames {
    package static let fieldNames = CodingKeys.allCases.map(\.rawValue)
}

extension Comment: JSONFieldNames {
    package static let fieldNames = CodingKeys.allCases.map(\.rawValue)
    package static let heavyFieldNames: Set<String> = ["rendered_body"]
}

extension Item: JSONFieldNames {
    /// The API's order: the bodies come right after the title.
    package static let fieldNames: [String] = {
        var names = ItemSummary.CodingKeys.allCases.map(\.rawValue)
        names.insert(contentsOf: BodyKeys.allCases.map(\.rawValue), at: 2)
        return names
    }()
    package static let heavyFieldNames: Set<String> = Set(BodyKeys.allCases.map(\.rawValue))
}
