/// A model that can be printed as JSON with the API's own field names, in the API's order.
/// `--json FIELDS` selects among ``fieldNames``; a listing resolves the names to
/// ``JSONFieldReader``s once (``jsonFields(_:)``) and reads every element through them.
///
/// (Closures rather than key paths here and in other start-up code: the first use of each key
/// path resolves types by name at run time, which scans every protocol conformance in the
/// binary; a few of those cost as much as decoding a page.)
public protocol JSONRepresentable {
    /// Every field name, in output order.
    static var fieldNames: [String] { get }
    /// Fields that lists leave out unless asked for by name (large bodies).
    static var heavyFieldNames: Set<String> { get }
    /// How to read field `name`; nil for a name not in ``fieldNames``.
    static func jsonField(named name: String) -> JSONFieldReader<Self>?
}

/// One field of a ``JSONRepresentable``: its name and how to read its value.
public struct JSONFieldReader<Model>: Sendable {
    public let name: String
    let read: @Sendable (Model) -> JSONValue

    init(_ name: String, _ read: @escaping @Sendable (Model) -> JSONValue) {
        self.name = name
        self.read = read
    }

    /// The same field, read from what `part` extracts (a user's fields on an authenticated user).
    func reading<Whole>(from part: @escaping @Sendable (Whole) -> Model) -> JSONFieldReader<Whole> {
        JSONFieldReader<Whole>(name) { [read] whole in read(part(whole)) }
    }
}

extension JSONRepresentable {
    public static var heavyFieldNames: Set<String> { [] }

    /// The readers of the fields named, in that order; unknown names are skipped.
    public static func jsonFields(_ names: [String]) -> [JSONFieldReader<Self>] {
        names.compactMap(jsonField(named:))
    }

    /// The object with the given fields, in their order.
    public func jsonObject(_ fields: [JSONFieldReader<Self>]) -> JSONValue {
        var object: [JSONField] = []
        object.reserveCapacity(fields.count)
        // By index rather than `map`, which copies each reader (its name and closure retained).
        for index in fields.indices { object.append(JSONField(fields[index].name, fields[index].read(self))) }
        return .object(object)
    }

    /// The object with the fields named, in the given order.
    public func jsonObject(fields: [String]) -> JSONValue { jsonObject(Self.jsonFields(fields)) }

    /// The whole object.
    public var jsonObject: JSONValue { jsonObject(fields: Self.fieldNames) }
}

extension User: JSONRepresentable {
    public static let fieldNames = CodingKeys.allCases.map { $0.rawValue }
    /// Every field, resolved once: a user is printed inside every item and comment of a list.
    static let allJSONFields = jsonFields(fieldNames)

    public static func jsonField(named name: String) -> JSONFieldReader<User>? {
        // Each reader a closure that captures nothing: copying one retains no context, and a page
        // is written on two cores through the same readers.
        switch CodingKeys(rawValue: name) {
        case .id: return JSONFieldReader(name) { .string($0.id) }
        case .permanentID: return JSONFieldReader(name) { .int($0.permanentID) }
        case .name: return JSONFieldReader(name) { JSONValue($0.name) }
        case .description: return JSONFieldReader(name) { JSONValue($0.description) }
        case .profileImageURL: return JSONFieldReader(name) { .string($0.profileImageURL) }
        case .followeesCount: return JSONFieldReader(name) { .int($0.followeesCount) }
        case .followersCount: return JSONFieldReader(name) { .int($0.followersCount) }
        case .itemsCount: return JSONFieldReader(name) { .int($0.itemsCount) }
        case .facebookID: return JSONFieldReader(name) { JSONValue($0.facebookID) }
        case .githubLoginName: return JSONFieldReader(name) { JSONValue($0.githubLoginName) }
        case .linkedinID: return JSONFieldReader(name) { JSONValue($0.linkedinID) }
        case .location: return JSONFieldReader(name) { JSONValue($0.location) }
        case .organization: return JSONFieldReader(name) { JSONValue($0.organization) }
        case .twitterScreenName: return JSONFieldReader(name) { JSONValue($0.twitterScreenName) }
        case .websiteURL: return JSONFieldReader(name) { JSONValue($0.websiteURL) }
        case .teamOnly: return JSONFieldReader(name) { JSONValue($0.teamOnly) }
        case nil: return nil
        }
    }

    /// As it appears inside items and comments.
    var embeddedJSON: JSONValue { jsonObject(Self.allJSONFields) }
}

extension AuthenticatedUser: JSONRepresentable {
    public static let fieldNames = User.fieldNames + CodingKeys.allCases.map { $0.rawValue }

    public static func jsonField(named name: String) -> JSONFieldReader<AuthenticatedUser>? {
        switch CodingKeys(rawValue: name) {
        case .imageMonthlyUploadLimit: return JSONFieldReader(name) { .int($0.imageMonthlyUploadLimit) }
        case .imageMonthlyUploadRemaining: return JSONFieldReader(name) { .int($0.imageMonthlyUploadRemaining) }
        case nil: return User.jsonField(named: name)?.reading { $0.user }
        }
    }
}

extension Tag: JSONRepresentable {
    public static let fieldNames = CodingKeys.allCases.map { $0.rawValue }

    public static func jsonField(named name: String) -> JSONFieldReader<Tag>? {
        switch CodingKeys(rawValue: name) {
        case .id: return JSONFieldReader(name) { .string($0.id) }
        case .iconURL: return JSONFieldReader(name) { JSONValue($0.iconURL) }
        case .followersCount: return JSONFieldReader(name) { .int($0.followersCount) }
        case .itemsCount: return JSONFieldReader(name) { .int($0.itemsCount) }
        case nil: return nil
        }
    }
}

extension ItemTag {
    var jsonObject: JSONValue {
        .object([JSONField("name", .string(name)), JSONField("versions", .array(versions.map { .string($0) }))])
    }
}

extension Comment: JSONRepresentable {
    public static let fieldNames = CodingKeys.allCases.map { $0.rawValue }
    public static let heavyFieldNames: Set<String> = ["rendered_body"]

    public static func jsonField(named name: String) -> JSONFieldReader<Comment>? {
        switch CodingKeys(rawValue: name) {
        case .id: return JSONFieldReader(name) { .string($0.id) }
        case .body: return JSONFieldReader(name) { .string($0.body) }
        case .renderedBody: return JSONFieldReader(name) { .string($0.renderedBody) }
        case .createdAt: return JSONFieldReader(name) { .string($0.createdAt.rawValue) }
        case .updatedAt: return JSONFieldReader(name) { .string($0.updatedAt.rawValue) }
        case .user: return JSONFieldReader(name) { $0.user.embeddedJSON }
        case nil: return nil
        }
    }
}

extension ItemSummary: JSONRepresentable {
    public static let fieldNames = CodingKeys.allCases.map { $0.rawValue }

    public static func jsonField(named name: String) -> JSONFieldReader<ItemSummary>? {
        // Closures that capture nothing, as `User`'s.
        switch CodingKeys(rawValue: name) {
        case .id: return JSONFieldReader(name) { .string($0.id) }
        case .title: return JSONFieldReader(name) { .string($0.title) }
        case .createdAt: return JSONFieldReader(name) { .string($0.createdAt.rawValue) }
        case .updatedAt: return JSONFieldReader(name) { .string($0.updatedAt.rawValue) }
        case .url: return JSONFieldReader(name) { .string($0.url) }
        case .user: return JSONFieldReader(name) { $0.user.embeddedJSON }
        case .tags: return JSONFieldReader(name) { .array($0.tags.map { $0.jsonObject }) }
        case .likesCount: return JSONFieldReader(name) { JSONValue($0.likesCount) }
        case .commentsCount: return JSONFieldReader(name) { JSONValue($0.commentsCount) }
        case .reactionsCount: return JSONFieldReader(name) { JSONValue($0.reactionsCount) }
        case .stocksCount: return JSONFieldReader(name) { JSONValue($0.stocksCount) }
        case .pageViewsCount: return JSONFieldReader(name) { JSONValue($0.pageViewsCount) }
        case .isPrivate: return JSONFieldReader(name) { .bool($0.isPrivate) }
        case .coediting: return JSONFieldReader(name) { .bool($0.coediting) }
        case .group: return JSONFieldReader(name) { $0.group ?? .null }
        case .teamMembership: return JSONFieldReader(name) { $0.teamMembership ?? .null }
        case .organizationURLName: return JSONFieldReader(name) { JSONValue($0.organizationURLName) }
        case .slide: return JSONFieldReader(name) { JSONValue($0.slide) }
        case nil: return nil
        }
    }
}

extension Item: JSONRepresentable {
    /// The API's order: the bodies come right after the title.
    public static let fieldNames: [String] = {
        var names = ItemSummary.fieldNames
        names.insert(contentsOf: BodyKeys.allCases.map { $0.rawValue }, at: 2)
        return names
    }()
    public static let heavyFieldNames: Set<String> = Set(BodyKeys.allCases.map { $0.rawValue })

    public static func jsonField(named name: String) -> JSONFieldReader<Item>? {
        switch BodyKeys(rawValue: name) {
        case .body: return JSONFieldReader(name) { .string($0.body) }
        case .renderedBody: return JSONFieldReader(name) { .string($0.renderedBody) }
        case nil: return ItemSummary.jsonField(named: name)?.reading { $0.summary }
        }
    }
}
