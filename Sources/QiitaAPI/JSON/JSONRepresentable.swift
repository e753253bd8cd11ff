/// A model that can be printed as JSON with the API's own field names, in the API's order.
/// `--json FIELDS` selects among ``fieldNames``.
///
/// (Closures rather than key paths here and in other start-up code: the first use of each key
/// path resolves types by name at run time, which scans every protocol conformance in the
/// binary; a few of those cost as much as decoding a page.)
public protocol JSONRepresentable {
    /// Every field name, in output order.
    static var fieldNames: [String] { get }
    /// Fields that lists leave out unless asked for by name (large bodies).
    static var heavyFieldNames: Set<String> { get }
    /// The value of one field; nil for a name not in ``fieldNames``.
    func jsonValue(forField name: String) -> JSONValue?
}

extension JSONRepresentable {
    public static var heavyFieldNames: Set<String> { [] }

    /// The object with the given fields, in the given order.
    public func jsonObject(fields: [String]) -> JSONValue {
        .object(fields.compactMap { name in jsonValue(forField: name).map { JSONField(name, $0) } })
    }

    /// The whole object.
    public var jsonObject: JSONValue { jsonObject(fields: Self.fieldNames) }
}

extension User: JSONRepresentable {
    public static let fieldNames = CodingKeys.allCases.map { $0.rawValue }
    private static let keys = CodingKeys.allCases

    /// Every field, without looking names up: a user is printed inside every item of a list.
    public var jsonObject: JSONValue {
        .object(Self.keys.map { JSONField($0.rawValue, jsonValue(for: $0)) })
    }

    public func jsonValue(forField name: String) -> JSONValue? {
        CodingKeys(rawValue: name).map(jsonValue(for:))
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
}

extension AuthenticatedUser: JSONRepresentable {
    public static let fieldNames = User.fieldNames + CodingKeys.allCases.map { $0.rawValue }

    public func jsonValue(forField name: String) -> JSONValue? {
        switch CodingKeys(rawValue: name) {
        case .imageMonthlyUploadLimit: return .int(imageMonthlyUploadLimit)
        case .imageMonthlyUploadRemaining: return .int(imageMonthlyUploadRemaining)
        case nil: return user.jsonValue(forField: name)
        }
    }
}

extension Tag: JSONRepresentable {
    public static let fieldNames = CodingKeys.allCases.map { $0.rawValue }

    public func jsonValue(forField name: String) -> JSONValue? {
        switch CodingKeys(rawValue: name) {
        case .id: return .string(id)
        case .iconURL: return JSONValue(iconURL)
        case .followersCount: return .int(followersCount)
        case .itemsCount: return .int(itemsCount)
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

    public func jsonValue(forField name: String) -> JSONValue? {
        switch CodingKeys(rawValue: name) {
        case .id: return .string(id)
        case .body: return .string(body)
        case .renderedBody: return .string(renderedBody)
        case .createdAt: return .string(createdAt.rawValue)
        case .updatedAt: return .string(updatedAt.rawValue)
        case .user: return user.jsonObject
        case nil: return nil
        }
    }
}

extension ItemSummary: JSONRepresentable {
    public static let fieldNames = CodingKeys.allCases.map { $0.rawValue }

    public func jsonValue(forField name: String) -> JSONValue? {
        guard let key = CodingKeys(rawValue: name) else { return nil }
        switch key {
        case .id: return .string(id)
        case .title: return .string(title)
        case .createdAt: return .string(createdAt.rawValue)
        case .updatedAt: return .string(updatedAt.rawValue)
        case .url: return .string(url)
        case .user: return user.jsonObject
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

    public func jsonValue(forField name: String) -> JSONValue? {
        switch BodyKeys(rawValue: name) {
        case .body: return .string(body)
        case .renderedBody: return .string(renderedBody)
        case nil: return summary.jsonValue(forField: name)
        }
    }
}
