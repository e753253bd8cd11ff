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

    public static func jsonField(named name: String) -> JSONFieldReader<User>? {
        guard let key = CodingKeys(rawValue: name) else { return nil }
        return JSONFieldReader(name) { $0.jsonValue(for: key) }
    }

    private func jsonValue(for key: CodingKeys) -> JSONValue {
        switch key {
        case .id: return .string(id)
        case .permanentID: return .int(permanentID)
        case .name: return JSONValue(self.name)
        case .description: return JSONValue(description)
        case .profileImageURL: return .string(profileImageURL)
        case .followeesCount: return .int(followeesCount)
        case .followersCount: return .int(followersCount)
        case .itemsCount: return .int(itemsCount)
        case .facebookID: return JSONValue(facebookID)
        case .githubLoginName: return JSONValue(githubLoginName)
        case .linkedinID: return JSONValue(linkedinID)
        case .location: return JSONValue(location)
        case .organization: return JSONValue(organization)
        case .twitterScreenName: return JSONValue(twitterScreenName)
        case .websiteURL: return JSONValue(websiteURL)
        case .teamOnly: return JSONValue(teamOnly)
        }
    }

    /// As it appears inside items and comments: every field, read directly rather than through
    /// shared readers (a page is written on two cores, and those readers' closures were
    /// retained by both for every field of every user).
    var embeddedJSON: JSONValue {
        .object(CodingKeys.allCases.map { JSONField($0.rawValue, jsonValue(for: $0)) })
    }
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
        guard let key = CodingKeys(rawValue: name) else { return nil }
        return JSONFieldReader(name) { $0.jsonValue(for: key) }
    }

    private func jsonValue(for key: CodingKeys) -> JSONValue {
        switch key {
        case .id: return .string(id)
        case .title: return .string(title)
        case .createdAt: return .string(createdAt.rawValue)
        case .updatedAt: return .string(updatedAt.rawValue)
        case .url: return .string(url)
        case .user: return user.embeddedJSON
        case .tags: return .array(tags.map { $0.jsonObject })
        case .likesCount: return JSONValue(likesCount)
        case .commentsCount: return JSONValue(commentsCount)
        case .reactionsCount: return JSONValue(reactionsCount)
        case .stocksCount: return JSONValue(stocksCount)
        case .pageViewsCount: return JSONValue(pageViewsCount)
        case .isPrivate: return .bool(isPrivate)
        case .coediting: return .bool(coediting)
        case .group: return group ?? .null
        case .teamMembership: return teamMembership ?? .null
        case .organizationURLName: return JSONValue(organizationURLName)
        case .slide: return JSONValue(slide)
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
