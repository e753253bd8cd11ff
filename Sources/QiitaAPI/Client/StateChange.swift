/// What asking for a stock or a follow did: the state changed, or it already was as asked.
package enum StateChange: Sendable, Hashable {
    case changed
    case alreadySo
}
