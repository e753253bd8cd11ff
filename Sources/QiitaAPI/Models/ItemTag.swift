/// A tag as attached to an item (Qiita's "tagging"): a name and versions, usually none.
public struct ItemTag: Decodable, Sendable, Hashable {
    public let name: String
    public let versions: [String]

    enum CodingKeys: String, CodingKey {
        case name, versions
    }
}

extension ItemTag: TapeReadable {
    public init(tape value: TapeValue) throws {
        let fields = try value.fields(CodingKeys.self)
        name = try fields.read(.name)
        versions = try fields.read(.versions)
    }
}
