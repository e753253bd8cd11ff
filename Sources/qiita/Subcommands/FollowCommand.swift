import ArgumentParser
import QiitaAPI
import TerminalText

/// `qiita follow @user|#tag` and `qiita unfollow @user|#tag`. Asking for the state already in
/// force reports it and succeeds, as `stock` does.
struct FollowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "follow", abstract: "Follow a user (@alice) or a tag (#Swift): their posts join your timeline.")

    @OptionGroup var arguments: FollowArguments

    func run() async throws {
        try await arguments.set(following: true)
    }
}

struct UnfollowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unfollow", abstract: "Stop following a user (@alice) or a tag (#Swift).")

    @OptionGroup var arguments: FollowArguments

    func run() async throws {
        try await arguments.set(following: false)
    }
}

/// What `follow` and `unfollow` take, and the change they make.
struct FollowArguments: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "@user or #tag, or the address of a profile or a tag on qiita.com.", valueName: "@user|#tag"))
    var target: String

    @OptionGroup var global: GlobalOptions

    func set(following: Bool) async throws {
        let context = try CommandContext(options: global)
        let target = try Self.target(from: target, host: context.host)
        let me = try await context.signedInUser(for: following ? "following" : "unfollowing")
        if target == .user(me) { throw CommandFailure.usage("you cannot follow yourself") }
        let change = try await context.makeClient().setFollowing(following, target, signedInUser: me).value
        let name = Sanitizer.line(target.name)
        switch (change, following) {
        case (.changed, true): context.console.notice("following \(name)")
        case (.changed, false): context.console.notice("no longer following \(name)")
        case (.alreadySo, true): context.console.notice("you already follow \(name)")
        case (.alreadySo, false): context.console.notice("you were not following \(name)")
        }
    }

    /// `@alice`, `#Swift`, or a profile or tag address. A bare word is ambiguous (users and tags
    /// share names), so it must say which.
    static func target(from text: String, host: QiitaHost) throws -> FollowTarget {
        switch QiitaLink(url: text, host: host) {
        case .user(let id)?: return .user(id)
        case .tag(let id)?: return .tag(id)
        default: break
        }
        let trimmed = text.trimmingSpaces()
        if trimmed.hasPrefix("#") { return .tag(try TagCommand.tagID(from: trimmed, host: host)) }
        if trimmed.hasPrefix("@"), let id = try UserCommand.userID(from: trimmed, host: host) { return .user(id) }
        throw CommandFailure.usage(
            "say what to follow: @\(Sanitizer.line(trimmed)) for a user or #\(Sanitizer.line(trimmed)) for a tag")
    }
}
