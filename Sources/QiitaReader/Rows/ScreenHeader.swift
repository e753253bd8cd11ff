import QiitaAPI
import TerminalText

/// The few lines above a user's posts (who they are) or a tag's (how followed it is).
enum ScreenHeader {
    /// Whether `screen` has one: a user's posts and a tag's.
    static func isShown(on screen: Screen) -> Bool {
        switch screen.kind {
        case .user, .tag: true
        default: false
        }
    }

    /// The kind of screen that lists `target`'s posts.
    static func screenKind(of target: FollowTarget) -> Screen.Kind {
        switch target {
        case .user(let id): .user(id)
        case .tag(let name): .tag(name)
        }
    }

    /// The header's last line with whether the signed-in user follows them, and the key that changes it.
    static func marked(_ lines: [StyledLine], following: Bool?) -> [StyledLine] {
        guard let following, var last = lines.last else { return lines }
        last.append(following ? "  ✓ following (f: unfollow)" : "  f: follow", style: following ? .fg(.green) : .dim)
        return lines.dropLast() + [last]
    }

    /// A short profile: the name and organization, the first line of the description, then the
    /// counts and the links.
    static func lines(for user: User) -> [StyledLine] {
        var first = [Span("@" + Sanitizer.line(user.id), style: .fg(.green))]
        if let name = user.name.map(Sanitizer.line), !name.isEmpty { first.append(Span("  " + name, style: .bold)) }
        if let organization = user.organization.map(Sanitizer.line), !organization.isEmpty {
            first.append(Span(" · " + organization, style: .dim))
        }
        var lines = [StyledLine(first)]
        if let description = user.description?.split(whereSeparator: \.isNewline).first.map({ Sanitizer.line(String($0)) }),
            !description.isEmpty
        {
            lines.append(StyledLine(description))
        }
        var facts = ["\(user.itemsCount) posts", "\(user.followersCount) followers", "\(user.followeesCount) following"]
        if let github = user.githubLoginName, !github.isEmpty { facts.append("github.com/" + github) }
        if let twitter = user.twitterScreenName, !twitter.isEmpty { facts.append("x.com/" + twitter) }
        if let website = user.websiteURL, !website.isEmpty { facts.append(website) }
        lines.append(StyledLine(Sanitizer.line(facts.joined(separator: " · ")), style: .dim))
        return lines
    }

    /// `#Swift · 12345 followers · 6789 posts`.
    static func lines(for tag: Tag) -> [StyledLine] {
        [
            StyledLine([
                Span("#" + Sanitizer.line(tag.id), style: .fg(.cyan)),
                Span(" · \(tag.followersCount) followers · \(tag.itemsCount) posts", style: .dim),
            ])
        ]
    }
}
